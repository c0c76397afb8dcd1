# Hexmarshal: русские строки интерфейса (Fluent). Каждая строка, которую показывает клиент, берётся отсюда или из en.ftl.

app-title = Hexmarshal

## Титульный экран
title-tagline = Варгеймы на гексах — правила соблюдаются автоматически
title-new-game = Новая игра
title-continue = Продолжить
title-continue-none = Пока нет игры, которую можно продолжить
title-load = Загрузить игру
title-editor = Редактор сценариев
title-settings = Настройки
title-quit = Выход
title-scenarios = Сценарии
title-start = Начать сражение
title-ruleset = Правила: { $ruleset }
title-map-size = Карта { $w } × { $h } гексов, фигур: { $units }
title-sides = { $a } — { $b }
title-length-turns = { $turns ->
    [one] { $turns } ход
    [few] { $turns } хода
    [many] { $turns } ходов
   *[other] { $turns } хода
}
title-length-time = Шкала времени до деления { $end }
title-length-time-open = Шкала времени
title-length-target = Пока одна из сторон не наберёт свою цель
title-minutes = около { $minutes } мин
title-first-game = для первой игры: за сторону «{ $side }»
title-first = Первый ход: { $side }
title-seed = Зерно случайности
title-auto-choices = Быстрая игра: отступления и уходы лидеров выбирает программа
title-auto-choices-tip = Сколько флагов не замечать, где закончить отступление и куда уйти лидеру, тогда решается по заданным правилам, без вопроса владельцу.
title-back = Назад
title-hotseat = Игра за одним компьютером: двое игроков по очереди садятся за этот компьютер. Экран закрывается всякий раз, когда должна действовать другая сторона.

## Экран загрузки
load-title = Сохранённые игры
load-none = Сохранённых игр пока нет.
load-button = Загрузить
load-failed = Не удалось загрузить это сохранение: { $reason }
load-import = Импортировать сохранение или сценарий…
load-import-folder = Чтобы добавить сохранение или сценарий, перетащите файл в это окно или скопируйте его в { $dir } (сценарии — с именем *.scenario.ron).
import-done-save = Импортирован { $file }: он в списке сохранённых игр.
import-done-scenario = Импортирован { $file }: он первый в списке сценариев.
import-failed = Не импортирован: { $reason }
# A file that could not be read, loaded or brought in (the importer, the load screen, a link's file).
file-no-such-save = { $file }: такого сохранения нет
file-read-io = { $file }: файл не прочитать: { $message }
file-read-folder = { $file }: это папка, а не файл
file-read-device = { $file }: это устройство или канал, а не файл
file-read-too-big = { $file }: в файле { $len } байт, а сценарий или сохранение может занимать не больше { $max }
file-read-grew = { $file }: файл вырос больше { $max } байт, пока его читали
file-read-utf16 = { $file }: текст файла в кодировке UTF-16, а нужна UTF-8: сохраните его заново в UTF-8 (в Блокноте: «Сохранить как», «Кодировка: UTF-8»)
file-read-kind = { $file }: это { $kind }, а не сценарий и не сохранение
file-kind-png = изображение PNG
file-kind-jpeg = изображение JPEG
file-kind-zip = архив ZIP
file-kind-pdf = документ PDF
file-kind-gzip = архив gzip
file-read-binary = { $file }: в файле двоичные данные, а не текст
file-read-not-utf8 = { $file }: строка { $line }, столбец { $col }: байт { $byte } не из UTF-8; похоже, файл в кодировке Latin-1 или Windows-1251/1252: сохраните его заново в UTF-8 (в Блокноте: «Сохранить как», «Кодировка: UTF-8»)
file-problem = { $file }: { $problem }
file-more-problems = … и ещё { $n }
file-write = { $file }: не удалось сохранить: { $message }
file-dialog-none = Окно выбора файла на этом рабочем столе не открылось (нужен портал рабочего стола или zenity). Перетащите файл в это окно или скопируйте его в { $dir }.
editor-open-file = Выбрать файл…
editor-save-as = Сохранить как…
save-io = { $file }: { $message }
save-parse = { $file }, строка { $line }, столбец { $col }: ошибка записи (сообщение разборщика RON: { $message })
save-format = { $file }: формат сохранения { $found } не поддерживается (эта версия читает формат { $supported })
save-ruleset = { $file }: неизвестные правила «{ $ruleset }»
save-ruleset-version = { $file }: игра сохранена по версии { $found } правил «{ $ruleset }», а эта версия играет по версии { $expected }
save-scenario = { $file }: сценарий внутри сохранения неверен: { $problems }
save-rejected = { $file }: приказ { $index } ({ $order }) стороны { $side } при повторе отклонён: { $reason }
save-hash = { $file }: игра не повторяется так, как была сохранена: после приказа { $index } ({ $order }) состояние расходится
save-snapshot = { $file }: состояние, сохранённое с игрой, не совпадает с повторённой игрой
save-field = { $file }: { $problem }
load-export = Экспорт
load-exported = Сохранение — это файл { $file }
load-autosave = Автосохранение
load-turn = ход { $turn }, приказов: { $orders }

## Экран настроек
settings-title = Настройки
settings-language = Язык
settings-language-system = Как в системе ({ $lang })
settings-ui-scale = Масштаб интерфейса
settings-palette = Палитра для дальтоников
settings-anim-speed = Скорость анимации
settings-skip-dice = Пропускать анимацию бросков кубиков
settings-done = Готово
settings-saved = Настройки сохранены.

## Наборы правил
ruleset-medieval = Commands & Colors: Medieval
ruleset-combat_commander = Combat Commander
ruleset-sharp_practice = Sharp Practice
ruleset-musket_pike = Musket & Pike
ruleset-ninth_age = The 9th Age

## Верхняя панель
bar-turn = Ход { $turn }
bar-to-act = Действует: { $side }
bar-you-are = За столом: { $side }
bar-next-step = Следующий шаг
bar-end-turn = Завершить ход
bar-undo = Отменить
bar-undo-none = Отменять нечего: с тех пор открылась новая информация
bar-recap = { $n ->
        [1] Последний приказ ещё раз
       *[other] Их ход ещё раз ({ $n })
    }
bar-recap-hint = Посмотреть ещё раз, что произошло после вашего последнего приказа, так, как это видела ваша сторона: пути движения, атаки с их кубиками, потери
bar-save = Сохранить
bar-help = Правила
bar-help-hint = Правила этой игры, как их ведёт Hexmarshal: ход, каждый приказ и карта, таблицы (F1)
guide-title = Первая партия
guide-next = Дальше
guide-done = Готово
guide-skip = Пропустить подсказки
guide-welcome = Ход идёт по шагам; строка под заголовком всегда говорит, что делать сейчас.
guide-decision = Сначала ответьте на вопрос в панели: каждая кнопка — один ответ.
guide-hand = Сыграйте карту с руки: она говорит, какими отрядами можно командовать в этот ход.
guide-unit = Щёлкните по своему отряду: тот, что обведён золотым, может действовать сейчас.
guide-order = Его ходы отмечены на карте, цели обведены красным: щёлкните, чтобы отдать приказ.
guide-help = Кнопка «Правила» (F1) объясняет каждый приказ, карту и таблицу; «?» на карте открывает её раздел.
guide-medieval-welcome = Средневековье: сыграйте карту приказа, отдайте приказы отрядам, которые она позволяет, передвиньте их, затем бой.
guide-medieval-hand = Сыграйте карту приказа: карта участка даёт приказы отрядам в одной части поля, карта войск — одному роду войск.
guide-combat_commander-welcome = Всё решает рука карт Судьбы; сыграйте карту как приказ или сбросьте, чтобы добрать лучшие.
guide-combat_commander-hand = Сыграйте приказ карты («Движение», «Огонь»…), затем выберите отряды, которые он задействует.
guide-sharp_practice-welcome = Карты тянут из общей колоды; когда выходит ваша, отряд этого командира действует своими кубиками.
guide-sharp_practice-unit = Щёлкните по отряду, чья карта вышла: у него есть кубики действий.
guide-musket_pike-welcome = Крылья ходят по очереди; отряды активного крыла двигаются, стреляют и атакуют по его приказу.
guide-musket_pike-unit = Щёлкните по отряду активного крыла: его ходы и цели следуют приказу крыла.
guide-ninth_age-welcome = Расставьте отряды в своей зоне, затем каждый ход — атака, движение, стрельба и бой, именно в этом порядке.
guide-ninth_age-decision = Расстановка: ставьте каждый отряд на отмеченный гекс своей зоны, обведённой вашим цветом.
guide-next-step = Дальше: кнопка «Следующий шаг» переводит ход к следующему шагу, «Конец хода» передаёт ход.
help-title = Правила
help-contents = Содержание
help-previous = Предыдущий раздел
help-next = Следующий раздел
help-refusal-link = Что правила говорят об этом приказе
help-card-link = Что делает эта карта, по правилам
help-col-unit = Отряд
help-col-strength = Сила
help-col-attack-strength = Сила удара
help-col-move = Движение
help-col-mounted = Конный
help-col-terrain = Местность
help-col-cost = Цена входа
help-col-stops = Останавливает
help-col-sight = Видимость
help-col-hexside = Грань
help-col-extra-cost = Доп. цена пересечения
help-col-face = Грань кубика
help-col-effect = Итог
help-col-place = Где
help-col-cover = Укрытие
help-col-weapon = Оружие
help-col-order = Строй
help-col-roll = Бросок
help-col-margin = Перевес
help-col-hits = Потери
help-col-morale = Проверка морали
help-col-retreat = Отход (гексы)
help-col-broken = Сломлен
help-yes = да
help-no = нет
help-impassable = нельзя
help-sight-clear = не мешает
help-sight-hinders = мешает ({ $n })
help-sight-blocks = закрывает
help-med-hits-light = попадание по лёгким отрядам
help-med-hits-medium = попадание по средним отрядам
help-med-hits-heavy = попадание по тяжёлым отрядам
help-med-helmet = попадание в ближнем бою, если свой командир с атакующим или рядом; одинокий командир падает
help-med-flag = отступление, если его не проигнорировать
help-med-swords = попадание в ближнем бою у отрядов, чьи мечи засчитываются (не у лёгких)
help-sp-col-foot-inches = Пешие: −" с кубика
help-sp-col-horse-inches = Кавалерия: −" с кубика
help-sp-col-foot-dice = Пешие: кубики
help-sp-col-horse-dice = Кавалерия: кубики
help-sp-musket = Мушкет
help-sp-rifle = Винтовка
help-sp-carbine = Карабин
help-sp-light-gun = Лёгкое орудие
help-sp-line = в линии
help-sp-skirmish = в рассыпном строю
help-sp-hit-miss = ничего
help-sp-hit-shock = очко шока
help-sp-hit-kill = убит один
help-sp-cover-open = нет
help-sp-cover-light = лёгкое
help-sp-cover-cover = укрытие
help-sp-cover-heavy = тяжёлое
help-mp-front = Фронт
help-mp-flank = Фланг или тыл
help-mp-salvo = Залп
help-mp-musketeers = Мушкетёры или пистолеты
bar-menu = Меню
bar-info = Сводка
bar-close = Закрыть
bar-saved = Сохранено: { $file }
bar-save-failed = Не удалось сохранить: { $reason }
bar-fit = Показать всю карту
bar-los = Линия видимости

## Что делать дальше (панель фаз)
med-do-play = Сыграйте карту приказа с руки (внизу).
med-do-order = Щёлкайте по своим отрядам, чтобы отдать им приказ картой «{ $card }» (приказ получили: { $n }). Затем нажмите «Следующий шаг».
med-do-order-dice = Щёлкайте по отрядам, чтобы отдать им приказы по выпавшим кубикам. Осталось кубиков: { $n }.
med-do-rally = Щёлкайте по отрядам, чтобы восстановить блоки по выпавшим кубикам. Осталось кубиков: { $n }.
med-do-move = Движение: выберите отряд с приказом, затем щёлкните по подсвеченному гексу. Когда закончите, нажмите «Следующий шаг».
med-do-fire = Стрельба: выберите стрелковый отряд с приказом, затем щёлкните по противнику в пределах дальности.
med-do-move2 = Повторное движение: выберите отряд с приказом, затем подсвеченный гекс.
med-do-battle = Бой: выберите отряд с приказом, затем щёлкните по противнику (красные кольца). Когда закончите, нажмите «Завершить ход».
med-do-decide = Требуется решение: см. запрос.
do-wait = Решение принимает: { $side }.
do-over = Сражение окончено.

## Этапы хода
med-stage-play = розыгрыш карты
med-stage-order = приказы отрядам
med-stage-move = движение
med-stage-fire = стрельба
med-stage-move2 = повторное движение
med-stage-battle = бой

## Шкала победы
vp-title = Знамёна
vp-side = { $side }: { $score } из { $target }
vp-side-no-target = { $side }: { $score }

## Рука
hand-title = Карты на руке
hand-count = { $n ->
    [one] { $n } карта
    [few] { $n } карты
   *[other] { $n } карт
}
hand-scroll = листайте, чтобы увидеть все
hand-fold = Свернуть
hand-unfold = Показать
hand-play = Сыграть
med-hand-scout = Разведка
med-hand-one-unit = Приказ одному юниту
med-hand-inspired = Воодушевлённое действие: { $action }
hand-inspired-cost = стоит 1 жетон воодушевления
med-hand-cannot = Нельзя сыграть: { $why }
med-hand-not-now = Карты разыгрываются в начале вашего хода.
med-hand-why-reaction = Эта карта играется только в ответ на атаку противника.
med-hand-why-counter = Нет карты противника, которую можно повторить.
med-hand-others = { $side }: на руке { $n ->
    [one] { $n } карта
    [few] { $n } карты
    [many] { $n } карт
   *[other] { $n } карты
}
med-hand-deck = Колода: { $deck } · сброс: { $discard }
med-hand-tokens = Жетоны воодушевления: { $n }
med-hand-command = Уровень командования: { $n }
med-hand-in-play = В игре: { $card }
med-hand-in-play-as = В игре: { $card } (как { $copy })
med-hand-in-play-scout = В игре: { $card }, для разведки
med-hand-in-play-one-unit = В игре: { $card }, приказ одному юниту
hand-keep-title = Разведка: оставьте одну карту
hand-keep = Оставить
med-hand-last-played = { $side } — последняя сыгранная карта: { $card }
hand-empty = Нет карт.

## Виды карт и секторы
med-kind-section = Карта сектора
med-kind-troop = Карта войск
med-kind-leadership = Карта командования
med-kind-tactic = Тактическая карта
section-left = левый фланг
section-centre = центр
section-right = правый фланг
section-any = любой сектор

## Названия и тексты карт
med-card-section-title = Приказ { $n ->
    [one] { $n } отряду
    [few] { $n } отрядам
    [many] { $n } отрядам
   *[other] { $n } отряда
} { $section ->
    [left] на левом фланге
    [centre] в центре
   *[right] на правом фланге
}
med-card-section-text = Отдайте приказ отрядам или командирам в указанном секторе (не больше { $n }). Командир может покинуть свой отряд.
med-card-outflanked-title = Обход с флангов
med-card-outflanked-text = Отдайте приказ 2 отрядам на левом фланге и 2 — на правом.
med-card-coordinated-title = Согласованная атака
med-card-coordinated-text = Отдайте приказ 1 отряду в каждом секторе.
med-card-troop-title = Приказ { $troop ->
    [light] лёгким войскам
    [medium] средним войскам
    [heavy] тяжёлым войскам
   *[mounted] коннице
}
med-card-troop-text = Отдайте приказ отрядам этого типа в любых секторах — стольким, каков ваш уровень командования.
med-card-leadership-title = Командование: { $section ->
    [left] левый фланг
    [centre] центр
    [right] правый фланг
   *[any] любой сектор
}
med-card-leadership-text = Отдайте приказ командиру, отряду, при котором он находится, и фигурам в цепочке соседних гексов, идущей от него (не больше { $linked }). Получите 1 жетон воодушевления; потратьте 1, чтобы дать приказу воодушевлённое действие.
med-tactic-ambush-title = Засада
med-tactic-ambush-text = Реакция: после того как вражеский отряд выполнит развитие успеха после ближнего боя, один из ваших соседних с ним отрядов атакует его с 2 дополнительными кубиками. Или в свой ход — разведка: отдайте приказ 1 отряду или командиру где угодно, возьмите 2 карты, оставьте 1, получите 1 жетон воодушевления.
med-tactic-clash-title = Столкновение щитов
med-tactic-clash-text = Отдайте приказ всем отрядам, соседним с противником. Они вступают в ближний бой с 1 дополнительным кубиком; двигаться или стрелять перед этим нельзя. Или разведка: отдайте приказ 1 отряду или командиру где угодно, возьмите 2 карты, оставьте 1, получите 1 жетон воодушевления.
med-tactic-counter-title = Контратака
med-tactic-counter-text = Разыгрывается как копия карты, сыгранной противником в прошлый ход, при этом левый и правый фланги меняются местами. Нельзя копировать «Засаду» и «Первый удар».
med-tactic-havoc-title = Боевой клич
med-tactic-havoc-text = Бросьте столько кубиков, каков ваш уровень командования. Каждый символ войск даёт приказ отряду этого класса, шлем — любому отряду или командиру, флаг — отряду, который может двигаться, но не вступать в бой. Отряды с приказом сражаются с 1 дополнительным кубиком. Затем колода и сброс перемешиваются вместе; обе стороны получают по 1 жетону воодушевления.
med-tactic-darken-title = Тьма стрел
med-tactic-darken-text = Отдайте приказ не более чем 4 стрелковым отрядам, не соседним с противником. Каждый стреляет дважды; двигаться нельзя.
med-tactic-double-title = Ускоренный марш
med-tactic-double-text = Отдайте приказ пешим отрядам одной связной группы — не больше вашего уровня командования. Каждый может пройти 2 гекса и всё равно вступить в ближний бой; стрелять нельзя.
med-tactic-fireclose-title = Залп и сближение
med-tactic-fireclose-text = Отдайте приказ не более чем 4 стрелковым отрядам, не соседним с противником. Все сначала стреляют с 1 дополнительным кубиком; затем каждый может пройти до 2 гексов ближе к своей цели и вступить в ближний бой только с этой целью.
med-tactic-firststrike-title = Первый удар
med-tactic-firststrike-text = Реакция: когда противник объявляет ближний бой, ваш отряд наносит удар первым. Ответного удара он не наносит.
med-tactic-onslaught-title = Натиск пехоты
med-tactic-onslaught-text = Отдайте приказ не более чем 3 пешим отрядам. Каждый может пройти 2 гекса и всё равно вступить в ближний бой (воины — 3, если заканчивают движение рядом с противником); стрелять нельзя.
med-tactic-leaders-title = Командиры
med-tactic-leaders-text = Отдайте приказ каждому командиру и отряду, при котором он находится; эти отряды сражаются с 1 дополнительным кубиком. Одиночный командир перемещается до 3 гексов. Получите 1 жетон воодушевления.
med-tactic-line-title = Приказ по линии
med-tactic-line-text = Отдайте приказ связной группе отрядов и командиров в любых секторах. Каждый перемещается не более чем на 1 гекс, затем может вступить в бой.
med-tactic-mfm-title = Манёвр-залп-манёвр
med-tactic-mfm-text = Отдайте приказ не более чем 4 лёгким пешим или лёгким конным отрядам: все двигаются, затем все стреляют, затем все могут снова двигаться. Ближнего боя нет.
med-tactic-charge-title = Конная атака
med-tactic-charge-text = Отдайте приказ не более чем 3 конным отрядам: 1 дополнительный кубик в их первом ближнем бою (катафракты — 2, конные лучники — ни одного). Тяжёлая конница и катафракты могут пройти 3 гекса и вступить в бой; стрелять нельзя.
med-tactic-rally-title = Сбор
med-tactic-rally-text = Бросьте столько кубиков, каков ваш уровень командования: каждый символ войск восстанавливает блок отряду этого класса, каждый шлем — любому отряду либо приводит нового командира к только что восстановленному отряду. Восстановленные отряды получают приказ.

## Типы отрядов
# Commands & Colors: Medieval: свои отряды под своим префиксом (в двух наборах правил один id может означать разные отряды)
med-unit-light_foot = Лёгкая пехота
med-unit-light_bow_foot = Лёгкие лучники
med-unit-auxilia = Вспомогательные войска
med-unit-warriors = Воины
med-unit-medium_foot = Средняя пехота
med-unit-heavy_foot = Тяжёлая пехота
med-unit-light_cavalry = Лёгкая конница
med-unit-light_bow_cavalry = Конные лучники
med-unit-medium_cavalry = Средняя конница
med-unit-heavy_cavalry = Тяжёлая конница
med-unit-cataphracts = Катафракты
med-unit-leader = Командир

# Combat Commander: свои отряды под своим префиксом (в двух наборах правил один id может означать разные отряды)
cc-unit-squad = Отделение
cc-unit-team = Расчёт
cc-unit-leader = Командир
cc-unit-weapon = Оружие
cc-unit-us_engineer_squad = Отделение сапёров США
cc-unit-us_para_squad = Отделение парашютистов США
cc-unit-us_elite_squad = Элитное отделение США
cc-unit-us_line_squad = Линейное отделение США
cc-unit-us_green_squad = Отделение новобранцев США
cc-unit-us_weapon_team = Расчёт оружия США
cc-unit-us_elite_team = Элитная группа США
cc-unit-us_line_team = Линейная группа США
cc-unit-us_green_team = Группа новобранцев США
cc-unit-ger_pionier_squad = Отделение пионеров (Германия)
cc-unit-ger_ss_squad = Отделение СС (Германия)
cc-unit-ger_elite_rifle_squad = Элитное стрелковое отделение (Германия)
cc-unit-ger_para_squad = Отделение парашютистов (Германия)
cc-unit-ger_rifle_squad = Стрелковое отделение (Германия)
cc-unit-ger_volks_squad = Отделение фольксгренадеров (Германия)
cc-unit-ger_conscript_squad = Отделение призывников (Германия)
cc-unit-ger_weapon_team = Расчёт оружия (Германия)
cc-unit-ger_elite_team = Элитная группа (Германия)
cc-unit-ger_line_team = Линейная группа (Германия)
cc-unit-ger_green_team = Группа новобранцев (Германия)
cc-unit-private = Рядовой
cc-unit-corporal_x = Капрал (X)
cc-unit-corporal_y = Капрал (Y)
cc-unit-sergeant_x = Сержант (X)
cc-unit-sergeant_y = Сержант (Y)
cc-unit-lieutenant_x = Лейтенант (X)
cc-unit-lieutenant_y = Лейтенант (Y)
cc-unit-captain = Капитан
cc-unit-hero = Герой
cc-unit-us_mmg = Средний пулемёт США
cc-unit-us_hmg = Тяжёлый пулемёт США
cc-unit-us_50cal = Крупнокалиберный пулемёт .50 США
cc-unit-us_light_mortar = Лёгкий миномёт США
cc-unit-ger_lmg = Ручной пулемёт (Германия)
cc-unit-ger_hmg = Станковый пулемёт (Германия)
cc-unit-ger_light_mortar = Лёгкий миномёт (Германия)

# Sharp Practice: свои отряды под своим префиксом (в двух наборах правил один id может означать разные отряды)
sp-unit-line_infantry = Линейная пехота
sp-unit-light_infantry = Лёгкая пехота
sp-unit-skirmishers = Застрельщики
sp-unit-cavalry = Кавалерия
sp-unit-artillery = Артиллерия
sp-unit-big_man_1 = Герой (статус I)
sp-unit-big_man_2 = Герой (статус II)
sp-unit-big_man_3 = Герой (статус III)
sp-unit-big_man_4 = Герой (статус IV)
sp-unit-blind = Маркер-слепок

# Musket & Pike: свои отряды под своим префиксом (в двух наборах правил один id может означать разные отряды)
mp-unit-heavy_infantry = Тяжёлая пехота
mp-unit-heavy_infantry_single = Тяжёлая пехота (одиночная)
mp-unit-light_infantry = Лёгкая пехота
mp-unit-dragoons = Драгуны
mp-unit-cavalry = Кавалерия
mp-unit-light_gun = Лёгкое орудие (3 фунта)
mp-unit-artillery = Артиллерия
mp-unit-heavy_gun = Тяжёлое орудие (12–24 фунта)
mp-unit-wing_commander = Командир крыла
mp-unit-army_commander = Командующий армией
mp-unit-light_gun_double = Лёгкие орудия, сдвоенные (3 фунта)
mp-unit-artillery_double = Артиллерия, сдвоенная
mp-unit-heavy_gun_double = Тяжёлые орудия, сдвоенные (12–24 фунта)
mp-unit-wagons = Обозные повозки
mp-unit-king_charles = Король Карл I (командующий армией)

# The 9th Age: свои отряды под своим префиксом (в двух наборах правил один id может означать разные отряды)
na-unit-general = Генерал
na-unit-spearmen = Копейщики
na-unit-imperial_guard = Имперская гвардия
na-unit-handgunners = Аркебузиры
na-unit-electoral_cavalry = Курфюршеские рыцари
na-unit-reiters = Рейтары
na-unit-warboss = Военный вождь
na-unit-orc_warriors = Орки-воины
na-unit-goblin_archers = Гоблины-лучники
na-unit-boar_riders = Всадники на вепрях
na-unit-trolls = Тролли

# A view's stand-in for a piece it may not name: an enemy unit hidden from view, an enemy blind.
piece-alias-hidden = Скрытый противник { $n }
piece-alias-blind = Метка противника { $n }
piece-alias-reinforcement = Подкрепление { $n }
piece-alias-hero = Герой
# A piece split off a named one during play (a squad deployed into two teams), numbered.
piece-part = { $piece } ({ $n })
piece-successor = преемник ({ $piece })
unit-unknown = Неизвестный отряд
unit-blocks = { $n ->
    [one] { $n } блок
    [few] { $n } блока
    [many] { $n } блоков
   *[other] { $n } блока
} из { $max }
unit-with-leader = командир: { $leader }
unit-ordered = с приказом
unit-help-hint = F1: правила о нём
unit-moved = движение выполнено

## Местность
terrain-open = Открытая местность
terrain-road = Дорога
terrain-field = Поля
terrain-brush = Кустарник
terrain-orchard = Сад
terrain-forest = Лес
terrain-broken = Пересечённая местность
terrain-marsh = Болото
terrain-stream = Ручей
terrain-gully = Овраг
terrain-rubble = Развалины
terrain-building = Здание
terrain-town = Город
terrain-water = Вода
terrain-hill = холм, высота { $h }
marker-smoke = дым { $n }
marker-blaze = пожар
marker-barrage = обстрел
marker-foxholes = стрелковые ячейки (укрытие 3)
marker-trench = траншея (укрытие 4)
marker-pillbox = дот (укрытие 5, удерживает гекс при ничьей в рукопашной)
marker-bunker = бункер (укрытие 6, удерживает гекс при ничьей в рукопашной)
marker-wire = колючая проволока (вход в гекс завершает движение)
hexside-river = река
hexside-stream = ручей
hexside-wall = стена
hexside-hedge = живая изгородь
hexside-cliff = обрыв
hexside-slope = крутой склон
hexside-bocage = бокаж
hexside-bridge = мост
hexside-berm = насыпь
hexside-abatis = засека
hexside-entrenchment = окоп
hexside-other = { $what }

## Кубики
dice-title = Кубики
dice-skip = Пропустить
dice-none = Кубики ещё не бросали.
med-dice-roll-by = { $side }: { $purpose }
med-face-light = Лёгкие
med-face-medium = Средние
med-face-heavy = Тяжёлые
med-face-helmet = Шлем
med-face-flag = Флаг
med-face-swords = Мечи
med-roll-close = ближний бой
med-roll-battle-back = ответный удар
med-roll-ranged = стрельба
med-roll-first-strike = Первый удар
med-roll-lone-leader = ближний бой против одиночного командира
med-roll-evader = ближний бой против уклоняющегося отряда
med-roll-parthian = парфянский выстрел
med-roll-leader-check = проверка командира ({ $leader })
med-roll-leader-fell = бросок на спасение командира ({ $leader })
med-roll-havoc = приказы «Боевого клича»
med-roll-rally = Сбор

## Журнал
log-title = Журнал
log-horizon = ── дальше отменить нельзя ──
log-empty = Пока ничего не произошло.
med-ev-card-played = { $side }: сыграна карта «{ $card }»
med-ev-card-played-as = { $side }: сыграна карта «{ $card }» как «{ $copy }»
med-ev-card-scout = { $side }: карта «{ $card }» сыграна для разведки
med-ev-card-one-unit = { $side }: карта «{ $card }» сыграна как приказ одному юниту на выбор
med-ev-card-inspired = { $side }: сыграна карта «{ $card }» с воодушевлённым действием «{ $action }»
med-ev-card-fallback = ни один отряд не подходит, поэтому приказ получает один отряд на выбор
med-ev-stage = Далее: { $stage }
med-ev-ordered = { $unit }: приказ получен
med-ev-dice = { $side } — бросок ({ $purpose }): { $faces }
med-ev-fired = { $unit }: стрельба по цели { $target } (кубиков: { $dice })
med-ev-melee = { $unit }: ближний бой против цели { $target } (кубиков: { $dice })
med-ev-react-none = { $unit }: без реакции
med-ev-react-evade = { $unit }: уклонение
med-ev-react-first = { $unit }: первый удар
med-ev-react-first-dice = { $unit }: первый удар (кубиков: { $dice })
med-ev-react-no-ambush = засады нет
med-ev-react-ambush = { $unit }: удар из засады
med-ev-react-declines = { $unit } не вступает в бой после первого удара
med-ev-hits = { $unit }: получено { $hits ->
    [one] { $hits } попадание
    [few] { $hits } попадания
    [many] { $hits } попаданий
   *[other] { $hits } попадания
}, осталось: { $left }
med-ev-eliminated = { $unit }: отряд уничтожен, знамя достаётся стороне { $side }
med-ev-leader-killed = Командир { $leader } пал, знамя достаётся стороне { $side }
med-ev-leader-survives = Командир { $leader } уцелел
med-ev-leader-escaped = Командир { $leader } ускользает в гекс { $hex }
med-ev-leader-escaped-joins = Командир { $leader } ускользает в гекс { $hex } и присоединяется к отряду { $unit }
med-ev-flags-ignored = { $unit }: { $n ->
    [one] проигнорирован { $n } флаг
    [few] проигнорированы { $n } флага
    [many] проигнорировано { $n } флагов
   *[other] проигнорировано { $n } флага
}
med-ev-retreated = { $unit }: отступление на { $n ->
    [one] { $n } гекс
    [few] { $n } гекса
    [many] { $n } гексов
   *[other] { $n } гекса
}
med-ev-retreat-blocked = и потеря { $n ->
    [one] { $n } блока
    [few] { $n } блоков
    [many] { $n } блоков
   *[other] { $n } блока
} за шаги отступления, которые сделать не удалось
med-ev-evaded = { $unit }: уклонение на { $n ->
    [one] { $n } гекс
    [few] { $n } гекса
    [many] { $n } гексов
   *[other] { $n } гекса
}
med-ev-battle-back = { $unit }: ответный удар по цели { $target }
med-ev-advanced = { $unit }: развитие успеха в гекс { $hex }
ev-moved = { $unit }: движение из { $from } в { $to }
med-ev-detached = Командир { $leader } покидает отряд { $unit }
med-ev-attached = Командир { $leader } присоединяется к отряду { $unit }
med-ev-rallied = { $unit }: восстановление до { $n ->
    [one] { $n } блока
    [few] { $n } блоков
    [many] { $n } блоков
   *[other] { $n } блока
}
med-ev-leader-rallied = Новый командир { $leader } появляется в отряде { $unit }
med-ev-drew-card = Вы берёте карту «{ $card }»
med-ev-drew = { $side }: { $n ->
    [one] взята { $n } карта
    [few] взяты { $n } карты
    [many] взято { $n } карт
   *[other] взято { $n } карты
}
med-ev-reshuffled = Колода перетасована (карт: { $n })
med-ev-tokens = { $side }: теперь { $n ->
    [one] { $n } жетон воодушевления
    [few] { $n } жетона воодушевления
    [many] { $n } жетонов воодушевления
   *[other] { $n } жетона воодушевления
}
ev-objective = { $side }: захвачен объект { $objective } в гексе { $hex }
ev-objective-revealed = { $side } раскрывает секретный объект { $objective } в гексе { $hex }
ev-score = { $side }: знамён теперь { $score }
ev-turn-ended = { $side }: ход завершён. Ход { $turn }, очередь: { $next }
ev-game-over-win = Сражение окончено, победитель: { $side }
ev-game-over-draw = Сражение окончено: ничья
ev-refused = Отклонено: { $order }: { $reason }
ev-rolled = { $side }: бросок кубиков ({ $dice }): { $purpose }
end-target = набрано нужное число знамён
end-turns = исчерпан лимит ходов
end-eliminated = одна из армий уничтожена
end-sudden-death = бросок внезапной смерти завершил бой
end-time-up = время вышло
end-surrender = одна из сторон сдалась

## Решения (один и тот же запрос для обеих сторон)
prompt-title = Решение
prompt-hide = Свернуть
prompt-show = Показать
med-prompt-melee = { $attacker }: объявлен ближний бой против цели { $target }. Отреагируйте или примите бой.
med-prompt-advance = { $unit }: возможно развитие успеха в гекс { $hex }.
med-prompt-ambush = { $unit }: выполнено развитие успеха. Устройте засаду или пропустите.
med-prompt-keep = Разведка: оставьте одну из двух взятых карт.
med-prompt-let-come = Принять бой
med-prompt-evade = Уклониться
med-prompt-first-strike = Первый удар
med-prompt-no-ambush = Без засады
med-prompt-ambush-with = Засада: { $unit }
med-prompt-advance-to = Продвинуться в гекс { $hex }
med-prompt-stay = Остаться на месте
prompt-pick-on-map = Или щёлкните по подсвеченному гексу на карте.
med-prompt-flags = { $unit }: { $flags } { $flags ->
    [one] флаг
    [few] флага
   *[other] флагов
}, можно не замечать до { $may }. Сколько не замечать?
med-prompt-ignore = Не замечать: { $n }
med-prompt-retreat = { $unit } отступает на { $steps } { $steps ->
    [one] гекс
    [few] гекса
   *[other] гексов
}. Выберите, где закончить.
med-prompt-retreat-to = Отступить в { $hex }
med-prompt-escape = { $leader } должен покинуть гекс. Выберите, куда он уйдёт.
med-prompt-escape-to = Уйти в { $hex }
med-prompt-press = { $unit } выдержал первый удар. Атаковать { $target }, как приказано, или отказаться?
med-prompt-press-on = Атаковать
med-prompt-press-decline = Отказаться

## Занавес при игре за одним компьютером
curtain-title = { $side }, займите место
curtain-body = Другая сторона не должна смотреть на экран. Пока вы не продолжите, ничего из сведений стороны { $side } не показывается.
curtain-reason-turn = Сейчас ход: { $side }.
curtain-reason-decision = Требуется решение: { $side }.
curtain-lift = Я — { $side }: продолжить
curtain-start = Сражение начинается.

## Линия видимости и шансы атаки
los-title = Линия видимости
los-clear = Линия видимости свободна
los-hindered = Помеха: { $what } в гексе { $hex }
los-blocked = Перекрыта: { $what } в гексе { $hex }
los-range = Расстояние: { $n ->
    [one] { $n } гекс
    [few] { $n } гекса
    [many] { $n } гексов
   *[other] { $n } гекса
}
los-out-of-range = Вне дальности (дальность { $range })
los-blocker-unit = отряд
los-blocker-height = возвышенность
los-blocker-terrain = { $terrain }
los-blocker-hexside = { $hexside }
los-hold = Выберите отряд и наведите курсор на гекс, чтобы увидеть линию.
odds-title = { $attack }: { $dice ->
    [one] { $dice } кубик
    [few] { $dice } кубика
    [many] { $dice } кубиков
   *[other] { $dice } кубика
}
odds-ranged = Стрельба
odds-melee = Ближний бой
odds-hits = { $k ->
    [one] { $k } попадание
    [few] { $k } попадания
    [many] { $k } попаданий
   *[other] { $k } попадания
}: { $p }%
odds-expected = Ожидаемое число попаданий: { $e }
odds-flag = Хотя бы один флаг: { $p }%
odds-cannot = Атака невозможна: { $why }

## Конец игры
over-title = Сражение окончено
over-win = Победитель — { $side }!
over-draw = Ничья.
over-reason = Причина: { $reason }.
over-title-screen = Вернуться на титульный экран

## Разное
hex = ({ $col }, { $row })
side-unknown = Сторона { $n }
yes = Да
no = Нет
close = Закрыть
error-title = Что-то пошло не так

## Редактор сценариев
title-editor-hint = Постройте карту и сражение, проверьте, сохраните и сыграйте пробную партию
bar-back-to-editor = Назад в редактор
editor-untitled = Сценарий без названия
editor-new = Новая карта…
editor-open = Открыть…
editor-save = Сохранить
editor-save-hint = Сохранить в ваши сценарии (Ctrl+S); они появятся на титульном экране
editor-save-name-hint = Имя файла сценария
editor-download = Скачать
editor-show-file = Показать файл
editor-undo = Отменить
editor-redo = Повторить
editor-playtest = ▶ Пробная игра
editor-playtest-hint = Начать игру за одним экраном по этому сценарию; выход из игры вернёт сюда
editor-to-title = Титульный экран
editor-help = Левая кнопка: инструмент · правая: убрать · средняя кнопка или стрелки: сдвиг · колесо: масштаб · 1–9: инструменты · [ ]: кисть · Ctrl+Z / Ctrl+Y: отмена / повтор
editor-tools = Инструменты
editor-details = Свойства
editor-tool-select = Выбор
editor-tool-select-hint = Щёлкните гекс, чтобы увидеть и изменить его содержимое; перетащите отряд, чтобы переместить
editor-tool-terrain = Местность
editor-tool-terrain-hint = Рисуйте местность; ведите мышью, чтобы рисовать мазком
editor-tool-fill = Заливка
editor-tool-fill-hint = Перекрасить всю связную область одной местности
editor-tool-elevation = Высота
editor-tool-elevation-hint = Задать высоту гекса; правая кнопка возвращает 0
editor-tool-hexside = Грань
editor-tool-hexside-hint = Щёлкните у края гекса, чтобы поставить на грань препятствие; правая кнопка очищает грань
editor-tool-unit = Отряд
editor-tool-unit-hint = Поставить отряд выбранной стороны и типа; правая кнопка убирает верхнюю фишку
editor-tool-objective = Цель
editor-tool-objective-hint = Поставить цель с ценой в ПО; правая кнопка убирает её
editor-tool-zone = Зона
editor-tool-zone-hint = Рисовать зону развёртывания стороны; правая кнопка убирает гексы
editor-tool-erase = Ластик
editor-tool-erase-hint = Убрать верхнюю фишку гекса, затем цель, затем ближайшую грань
editor-brush = Кисть
editor-elevation = Высота
editor-one-sided = одностороннее
editor-one-sided-hint = Прикрывает гекс, с которого щёлкнули, и смотрит наружу через грань (стрелка показывает куда)
editor-reciprocal = Взаимное
editor-reciprocal-default = как в правилах
editor-reciprocal-yes = да
editor-reciprocal-no = нет
editor-full-strength = Полная сила
editor-strength = Сила
editor-facing = Фронт
editor-facing-auto = к противнику
editor-leader-hint = Командир, поставленный к своему отряду, присоединяется к нему.
editor-vp = ПО
editor-secret = Тайная (знает только владелец)
editor-owner = Владелец
editor-zone-add = Добавить
editor-zone-remove = Убрать
editor-no-problems = ✔ Ошибок нет: сценарий готов к игре
editor-problems = ошибок: { $errors }, предупреждений: { $warnings }
editor-jump-hint = Щёлкните, чтобы показать этот гекс
editor-inspector = Гекс
editor-inspector-none = Выберите гекс инструментом «Выбор».
editor-objective = Цель { $id }
editor-held-by = В начале удерживает
editor-nobody = никто
editor-remove = Убрать
editor-id = Код
editor-leader = Командир
editor-scenario = Сценарий
editor-name = Название
editor-description = Описание
editor-author = Автор
editor-history = Историческая справка
editor-ruleset = Правила
editor-seed = Зерно
editor-minutes = Время партии (минуты)
editor-first-game-side = Сторона для первой игры
editor-turn-limit = Предел ходов
editor-victory-target = Победа по достижении цели
editor-victory-points = Больше очков к пределу ходов
editor-victory-eliminate = Победа уничтожением противника
editor-sections-custom = Свои линии секторов
editor-sections-left = левая линия
editor-sections-right = правая линия
editor-sides = Стороны
editor-side = Сторона
editor-colour = Цвет
editor-hand-size = Карт в руке
editor-target = Цель
editor-home-edge = Свой край
editor-map = Карта
editor-orientation = Гексы
editor-pointy = вершиной вверх
editor-flat = гранью вверх
editor-size = Размер
editor-default-terrain = Местность по умолчанию
editor-resize = Изменить
editor-orientation-warning = Смена ориентации стирает грани и направления фронта.
editor-new-title = Новая карта
editor-create = Создать
editor-unsaved-warning = В сценарии есть несохранённые изменения (их можно вернуть отменой).
editor-open-title = Открыть сценарий
editor-open-bundled = Встроенные сценарии
editor-open-mine = Ваши сценарии
editor-open-none = пока нет
editor-open-path = Или путь к файлу:
editor-save-to = Сохранить по этому пути
editor-leave-title = Выйти из редактора?
editor-leave = Выйти
editor-stay = Остаться
editor-saved = Сохранено: { $file }
editor-save-failed = Не удалось сохранить: { $reason }
editor-exported = Экспортировано: { $file }
editor-opened = Открыто: { $file }
editor-open-failed = Не удалось открыть: { $reason }
editor-cannot-playtest = Нельзя начать пробную игру: проблем { $n }, первая: { $first }
editor-save-path-hint = Файл открыт по пути: «Сохранить» запишет его туда же

## Дуэль, тестовый набор правил
duel-my-guard = Ваша защита: { $n }
duel-enemy-guard = Защита противника была { $n }
duel-strike = Удар
duel-prompt = Ударьте по защите противника или завершите ход.
duel-rolled = { $side } наносит удар: выпало { $n }
duel-felled = { $side } падает: защита { $n } пробита
duel-parried = { $side } парирует; защита слабеет
duel-guard = Защита стороны { $side } теперь { $n }

## Приказы словами (отклонённый приказ в журнале)
med-order-play = сыграть «{ $card }»
med-order-play-scout = сыграть «{ $card }» для разведки
med-order-play-one-unit = сыграть «{ $card }» как приказ одному юниту
med-order-play-inspired = сыграть «{ $card }» с воодушевлённым действием «{ $action }»
med-order-order = отдать приказ: { $unit }
med-order-with-die = отдать приказ: { $unit }, кубик «{ $face }»
med-order-rally-leader = вывести нового командира к отряду { $unit }
med-order-end-phase = следующий шаг
order-move = { $unit }: движение в { $hex }
med-order-fire = { $unit } стреляет по { $target }
med-order-attack = { $unit } атакует { $target }
med-order-pass = без ответа
med-order-keep = оставить «{ $card }»
order-end-turn = завершить ход
duel-pass = Пропустить

## Почему приказ отклонён: причины, общие для всех правил
refusal-game-over = игра окончена
refusal-no-side = стороны { $n } нет
refusal-not-your-turn = сейчас не ваш ход
refusal-unknown-unit = отряда { $unit } нет
refusal-not-your-unit = { $unit } принадлежит другой стороне
refusal-already-moved = { $unit } уже двигался в этот ход
refusal-out-of-reach = { $unit } из { $from } не дойдёт до { $to }: движение в этот ход — { $n }
refusal-cannot-enter = { $unit } не может войти в { $hex }: { $why }
refusal-cannot-move = { $unit } не может двигаться
refusal-unsupported = этот приказ не относится к правилам этой игры
refusal-no-odds = эти правила не показывают шансы
entry-off-map = гекс за пределами карты
entry-impassable = { $terrain } — непроходимая местность
entry-blaze = в гексе пожар
entry-marker = гекс закрывает: { $marker }
entry-hexside = эту сторону гекса не пересечь: { $hexside }
entry-enemy = гекс занят противником
entry-full = в гексе уже стоит фишка (один отряд на гекс)
entry-overstacked = { $n ->
    [one] { $n } фигура превысит
    [few] { $n } фигуры превысят
   *[other] { $n } фигур превысят
} предел скопления { $limit }
los-blocker-blaze = пожар
duel-no-striker = ваш дуэлянт пал
duel-no-target = противник уже пал

## Почему правила «Средневековья» отклоняют приказ
med-no-play-first = сначала сыграйте командную карту
med-no-card-played = карта в этот ход уже сыграна
med-no-such-card = карты с номером { $n } нет: карты колоды пронумерованы от 0 до 64
med-no-not-in-hand = карты «{ $card }» нет у вас на руке
med-no-scout = карту «{ $card }» нельзя сыграть для разведки
med-no-one-unit = карту «{ $card }» нельзя сыграть как приказ одному юниту
med-no-too-many-flags = { $unit } может не замечать не больше { $may } { $may ->
    [one] флага
   *[other] флагов
}
med-no-retreat-there = { $unit } не может закончить отступление в { $hex }
med-no-escape-there = { $leader } не может уйти в { $hex }
med-no-counter-copy = «Контратака» не может повторить «{ $card }»
med-no-ambush-reaction = «Засада» играется в ход противника или для разведки
med-no-inspired-leadership = воодушевлённому действию нужна карта лидерства
med-no-inspired-action = «{ $card }» — не воодушевлённое действие
med-no-inspired-token = нет жетона воодушевления
med-no-not-scouted = «{ $card }» — не одна из двух карт разведки
med-no-pending = сначала нужно решение: { $prompt }
med-no-no-decision = нет решения, которое нужно принять
med-no-battles-last = бои — последний шаг: завершите ход
med-no-must-close = { $unit } сделал дальний бросок и обязан вступить в ближний бой
med-no-order-after-card = приказы отрядам отдаются сразу после розыгрыша карты
med-no-card-in-play = карта не сыграна
med-no-not-your-piece = { $unit } — не ваша фишка
med-no-already-ordered = { $unit } уже получил приказ
med-no-card-ordered = эта карта уже отдала приказы своим отрядам
med-no-one-piece = эта карта отдаёт приказ одной фишке
med-no-section-orders = { $unit } не в секторе, для которого у карты остались приказы
med-no-not-troops = { $unit } — не { $troop ->
    [light] лёгкие войска
    [medium] средние войска
    [heavy] тяжёлые войска
   *[mounted] конница
}
med-no-at-most = эта карта отдаёт приказ не более чем { $n } отрядам
med-no-leader-first = карта лидерства сначала отдаёт приказ командиру
med-no-leader-section = { $unit } не на { $section ->
    [left] левом фланге
    [right] правом фланге
   *[centre] центре
}
med-no-leader-and-more = эта карта отдаёт приказ командиру и ещё { $n } фишкам
med-no-not-next-to-ordered = { $unit } не рядом с фишкой, уже получившей приказ
med-no-not-linked = { $unit } не рядом с фишкой, уже получившей приказ (группа должна быть связной)
med-no-not-wanted = { $unit } — не { $wanted ->
    [foot] пеший отряд
    [mounted] конный отряд
    [light] лёгкий отряд
   *[missile] стрелковый отряд без противника по соседству
}
med-no-die-orders = не осталось кубика для приказа отряду { $unit }
med-no-lost-block = у отряда { $unit } нет потерянных блоков
med-no-die-restores = не осталось кубика, чтобы восстановить { $unit }
med-no-such-piece = фишки { $unit } нет
med-no-rally-helmet = новый командир выходит только по шлему на кубиках карты «Сбор»
med-no-rally-ordering = кубики «Сбора» используются во время приказов
med-no-helmet-left = среди кубиков «Сбора» не осталось шлема
med-no-not-your-unit = { $unit } — не ваш отряд
med-no-not-rallied = { $unit } не восстановил блок в этот ход
med-no-has-leader = у отряда { $unit } уже есть командир
med-no-spare-leader = свободного командира нет: сторона не теряла командиров
med-no-not-ordered = { $unit } не получил приказа
med-no-leader-left = { $unit } получил приказ через командира { $leader }, а тот его покинул
med-no-second-move = эта карта не даёт второго движения
med-no-already-moved = { $unit } уже двигался
med-no-not-time-to-move = сейчас не время двигаться (шаг: { $stage })
med-no-may-not-move = { $unit } не может двигаться по этой карте
med-no-close-target = у отряда { $unit } нет цели для сближения
med-no-target-gone = { $target } отступил или пал: { $unit } не может сблизиться
med-no-other-side = { $unit } принадлежит другой стороне
med-no-enter = { $unit } не может войти в { $hex }: { $why }
med-no-hex-has-unit = в гексе уже стоит отряд
med-no-long-move = дальний бросок { $unit } возможен только для ближнего боя: { $hex } не рядом ни с отрядом, ни с одиночным командиром противника
med-no-leader-alone = { $unit }: командир не может сражаться в одиночку
med-no-no-battle = { $unit } не может сражаться в этот ход (приказ только на движение или местность остановила бой)
med-no-moved-too-far = { $unit } прошёл { $n ->
    [one] { $n } гекс
    [few] { $n } гекса
   *[other] { $n } гексов
}: слишком далеко, чтобы сражаться в этот ход
med-no-fire-now = { $unit } не может стрелять сейчас ({ $stage })
med-no-fire-order = { $unit } не может стрелять по этому приказу
med-no-already-battled = { $unit } уже сражался в этот ход
med-no-friend = { $unit } — свой
med-no-fire-at-unit = { $unit } при отряде: стреляйте по отряду
med-no-next-to-enemy = { $unit } рядом с противником и не может стрелять
med-no-out-of-range = { $target } в { $hex } в { $dist ->
    [one] { $dist } гексе
    [few] { $dist } гексах
   *[other] { $dist } гексах
}; дальность { $unit } — { $range }
med-no-sight = нет линии видимости от { $from } до { $to }
med-no-close-now = { $unit } не может вступить в ближний бой сейчас
med-no-close-order = { $unit } не может вступить в ближний бой по этому приказу
med-no-not-adjacent = { $target } не рядом с { $unit }
med-no-attack-unit = { $unit } при отряде: атакуйте отряд
med-no-only-against = { $unit } может вступить в ближний бой только с { $target }
med-no-attacker-gone = атакующего больше нет
med-no-defender-gone = защитника больше нет
med-no-reaction-defender = этот ответ принадлежит защитнику
med-no-evade = { $unit } не может уклониться от { $target }
med-no-first-strike-card = у вас нет карты «Первый удар»
med-no-ambush-answers = «Засада» отвечает на продвижение, а не на объявленный ближний бой
med-no-advance-only = { $unit } может продвинуться только в { $hex }
med-no-advance-beyond = { $unit } может продвинуться только в { $hex } или на гекс дальше
med-no-unit-gone = отряда больше нет
med-no-advancer-gone = продвинувшегося отряда больше нет
med-no-ambush-card = у вас нет карты «Засада»
med-no-not-next-to = { $unit } не рядом с { $target }
med-no-answer-ambush = ответьте на засаду: «Засада» или «Пропустить»
med-no-one-new-leader = «Сбор» выводит не более одного нового командира

## Combat Commander
cc-order-fire = Огонь
cc-order-move = Движение
cc-order-rout = Бегство
cc-order-recover = Восстановление
cc-order-advance = Бросок
cc-order-artillery-request = Запрос артиллерии
cc-order-artillery-denied = Артиллерии нет
cc-order-confusion = Неразбериха
cc-action-crossfire = Перекрёстный огонь
cc-action-assault-fire = Огонь в движении
cc-action-hand-grenades = Гранаты
cc-action-sustained-fire = Длительный огонь
cc-action-smoke-grenades = Дымовые гранаты
cc-action-ambush = Засада
cc-action-concealment = Маскировка
cc-action-light-wounds = Лёгкие раны
cc-action-marksmanship = Меткость
cc-action-none = без действия
cc-trigger-time = Время!
cc-trigger-jammed = Заклинило!
cc-trigger-sniper = Снайпер!
cc-trigger-event = Событие!
cc-event-deploy = Развёртывание
cc-event-blaze = Пожар
cc-event-breeze = Ветер
cc-event-battle-harden = Закалка боем
cc-event-hero = Герой
cc-event-white-phosphorus = Белый фосфор
cc-event-quiet = без события
cc-posture-attack = Атака
cc-posture-recon = Разведка
cc-posture-defend = Оборона
cc-roll-attack = атака
cc-roll-defence = защита: { $unit }
cc-roll-melee = рукопашная в { $hex }
cc-roll-recover = восстановление: { $unit }
cc-roll-repair = починка: { $unit }
cc-roll-rout = бегство: { $unit }
cc-roll-sudden-death = внезапная смерть
cc-roll-sniper = гекс снайпера
cc-card-number = карта { $n }
cc-card-text = Действие: { $action } · кубики { $white }+{ $coloured } · событие: { $event }
cc-discard = Сбросить
cc-why-not-order = Это никогда не приказ: сбросьте карту
cc-why-not-radio = В ячейке артиллерии нет рации: сбросьте карту
cc-why-not-in-play = Сначала завершите текущий приказ
cc-why-not-limit = Лимит приказов ({ $n }) исчерпан
cc-why-not-passed = В этот ход вы сбрасывали карты: приказов нет
cc-why-not-now = Не сейчас
cc-balance-even = Баланс ПО: поровну
cc-balance = Баланс ПО: { $side } +{ $n }
cc-time = Время { $n } · внезапная смерть с { $sd } · конец игры на { $end }
cc-initiative = Карта инициативы: { $side }
cc-side-line = { $side } ({ $posture }): рука { $hand }/{ $size } · колода { $pile } · сброс { $discard }
cc-surrender = { $side }: потеряно { $lost } из { $n } до капитуляции
cc-radio = { $side }: рация, орудия с ОМ { $fp }
cc-orders-left = { $side }: отдано приказов { $given } из { $limit } за ход
cc-in-play = В игре: { $order } (карта { $n })
cc-group = Огневая группа: { $units }
cc-pass = Пас
cc-reroll = Отменить бросок (карта инициативы)
cc-reveal = Открыть { $objective }
cc-deploy = Развернуть { $unit } в две группы
cc-eliminate = Уничтожить { $unit }
cc-ask-on = Спрашивать меня о карте инициативы
cc-ask-off = Не спрашивать меня о карте инициативы
cc-prompt-initiative = { $side } открывает карту { $n } (сумма { $total }): { $purpose }. Отменить её картой инициативы?
cc-prompt-opp-fire = { $units } проходит { $path }. Огонь по движущимся: выберите огневую группу и гекс пути или пасуйте.
cc-prompt-overstack = { $n ->
    [one] { $n } фигура в
    [few] { $n } фигуры в
   *[other] { $n } фигур в
} { $hex }: разверните отделение или уничтожайте подразделения, пока не останется не больше 7.
cc-do-orders = Сыграйте карту как приказ (отдано { $given } из { $limit }), сбросьте карты вместо приказов или завершите ход.
cc-do-order = { $order }: активируйте подразделение или командира и действуйте; завершите приказ, когда закончите.
cc-do-spotter = Запрос артиллерии: активируйте корректировщика — не рассеянное подразделение.
cc-do-barrage = Запрос артиллерии: щёлкните гекс, который видит корректировщик, или завершите приказ.
cc-ev-order = { $side } играет карту { $n } как приказ «{ $order }»
cc-ev-discard = { $side } сбрасывает карту { $n }
cc-ev-drew = { $side } берёт { $n ->
    [one] { $n } карту
    [few] { $n } карты
   *[other] { $n } карт
}
cc-ev-drew-cards = Вы взяли карты { $cards }
cc-ev-activated = Активированы: { $units }
cc-ev-rolled = { $side } открывает карту { $n }: { $white }+{ $coloured } = { $total } ({ $purpose })
cc-ev-cancelled = { $side } отменяет карту { $n } картой инициативы
cc-ev-initiative-to = Карта инициативы переходит к стороне { $side }
cc-ev-fire = { $units } стреляют по { $hex }: ОМ { $fp }{ $hindrance ->
    [0] {""}
   *[other] {" "}(помеха { $hindrance })
}
cc-ev-attack-total = Сумма атаки { $n }
cc-ev-defence-total = { $unit }: сумма защиты { $n }
cc-ev-no-effect = { $unit }: без последствий
cc-ev-suppressed = { $unit } подавлено
cc-ev-broken = { $unit } рассеяно
cc-ev-eliminated = { $unit } уничтожено ({ $n } ПО стороне { $side })
cc-ev-recovered = { $unit } приходит в себя
cc-ev-unsuppressed = { $unit } больше не подавлено
cc-ev-weapon-broken = { $unit } выходит из строя
cc-ev-weapon-repaired = { $unit } снова в строю
cc-ev-routed = { $unit } бежит на { $n ->
    [one] { $n } гекс
    [few] { $n } гекса
   *[other] { $n } гексов
}
cc-ev-melee-total = Рукопашная в { $hex }: у стороны { $side } { $n }
cc-ev-time = Время сдвигается на { $n }
cc-ev-time-vp = { $side } получает 1 ПО за стойкость
cc-ev-reshuffled = { $side } замешивает сброс обратно в колоду
cc-ev-sudden-death-ends = Внезапная смерть: { $n } меньше { $space }. Игра окончена.
cc-ev-sudden-death-on = Внезапная смерть: { $n } не меньше { $space }. Игра продолжается.
cc-ev-sniped = Снайпер в { $hex }: попадание в { $unit }
cc-ev-sniper-missed = Снайпер в { $hex }: целей нет
cc-ev-deployed = { $unit } развёртывается в { $a } и { $b }
cc-ev-overstacked = У стороны { $side } { $n ->
    [one] { $n } фигура в
    [few] { $n } фигуры в
   *[other] { $n } фигур в
} { $hex }: больше 7
cc-ev-surrendered = { $side } капитулирует
cc-no-not-in-hand = карты { $n } нет у вас в руке
cc-no-not-an-order = карту { $n } («{ $order }») нельзя сыграть как приказ
cc-no-not-fire = карта { $n } — не «Огонь»
cc-no-limit = лимит приказов ({ $n }) исчерпан
cc-no-passed = в этот ход вы сбрасывали карты, приказов нет
cc-no-order-in-play = приказ ещё в игре: сначала завершите его
cc-no-no-order = нет приказа в игре
cc-no-activated = { $unit } уже активировано в этот ход
cc-no-one-activation = приказ активирует только один раз
cc-no-not-activated = { $unit } не активировано
cc-no-broken = { $unit } рассеяно
cc-no-weapon = { $unit } не может стрелять: оружие сломано или расчёт рассеян или подавлен
cc-no-ordnance = { $unit } — тяжёлое оружие: стреляет только по приказу «Огонь», не в ответном огне и не в штурмовом
cc-no-fired = { $unit } уже стреляло в этом приказе
cc-no-contiguous = { $unit } не стоит в гексах огневой группы или рядом с ними
cc-no-range = { $unit } вне дальности (дальность { $range }, расстояние { $n })
cc-no-los = { $unit } не видит { $hex }
cc-no-fp = огневая мощь атаки была бы { $n }: нужна хотя бы 1
cc-no-target = в { $hex } нет вражеских подразделений
cc-no-enemy = { $unit } — не противник
cc-no-wrong-order = для этого нужен приказ «{ $order }»
cc-no-mp = у { $unit } не осталось очков движения
cc-no-adjacent = { $unit } может броском войти только в соседний гекс, а не в { $hex }
cc-no-advanced = { $unit } уже сделало бросок
cc-no-path = { $hex } не лежит на пути движения
cc-no-mover = в { $hex } некого обстреливать
cc-no-discard-limit = можно сбросить не больше { $n ->
    [one] { $n } карты
    [few] { $n } карт
   *[other] { $n } карт
}
cc-no-gave-orders = в этот ход вы отдавали приказы, сбрасывать нельзя
cc-no-decision = сейчас отвечать не на что
cc-no-waiting = сначала ответьте на ожидающий выбор
cc-no-secret = { $objective } — не ваша скрытая цель
cc-no-squad = { $unit } — не отделение
cc-no-deploy-used = одно развёртывание на переполненный гекс
cc-no-not-in-hex = { $unit } не в переполненном гексе { $hex }
cc-no-not-overstacked = гекс уже не переполнен
cc-no-weapon-acts = { $unit } — оружие: оно действует вместе с расчётом
cc-o-play = сыграть карту { $n } как приказ
cc-o-activate = активировать { $unit }
cc-o-join = добавить { $unit } в огневую группу
cc-o-fire = { $unit } стреляет по { $target }
cc-o-advance = { $unit } делает бросок в { $hex }
cc-o-opp-fire = огонь по движущимся (карта { $n }): { $unit } по { $hex }
cc-o-discard = сбросить карту { $n }
cc-o-end-order = завершить приказ
cc-vp-title = Победные очки
cc-play-action = Сыграть: { $action }
cc-play-conceal = Маскировка для { $unit }
cc-play-ambush = Засада в { $hex }
cc-play-light-wounds = Лёгкие раны: { $unit }
cc-actions-staged = Действия для следующей атаки: { $actions }
cc-prompt-defence = Сумма атаки { $n } против { $units }. Сыграйте «Маскировку» с руки или пасуйте.
cc-prompt-ambush = Рукопашная в { $hexes }. Сыграйте «Засаду» с руки или пасуйте.
cc-ev-action = { $side } играет карту { $n }: «{ $action }»
cc-ev-bonus = «{ $action }»: +{ $n }
cc-no-not-action = на карте { $n } нет действия «{ $action }»
cc-no-action-twice = «{ $action }» уже сыграно для этой атаки
cc-no-action-here = «{ $action }» здесь неприменимо
cc-no-not-target = { $unit } — не цель этой атаки
cc-no-melee = в { $hex } рукопашной нет
cc-no-not-broken = { $unit } не рассеяно
cc-o-action = сыграть действие карты { $n }
cc-roll-event = событие
cc-roll-blaze = гекс пожара
cc-roll-targeting = прицеливание
cc-roll-accuracy = точность по { $hex }
cc-ev-event = Событие для стороны { $side }: { $event }
cc-ev-smoke = Дым { $n } в { $hex }
cc-ev-smoke-clears = Дым в { $hex } рассеивается
cc-ev-blaze = Пожар в { $hex }
cc-ev-fled = { $unit } уходит от огня в { $hex }
cc-ev-veteran = { $unit } становится ветеранами
cc-ev-hero = { $unit } появляется в { $hex }
cc-ev-nothing = { $event }: ничего не происходит
cc-no-smoke = в { $hex } нельзя поставить дым
cc-play-smoke = Дымовые гранаты: { $unit } в { $hex }
odds-title-fp = { $attack }, огневая мощь { $fp }
odds-no-effect = без последствий: { $p }%
odds-suppressed = подавлено: { $p }%
odds-broken = рассеяно: { $p }%
odds-eliminated = уничтожено: { $p }%
odds-cards-note = (по ещё не открытым картам, без учёта триггеров и карты инициативы)
los-hindrance-applied = Действующая помеха: { $n } (наибольшая; помехи не складываются)
cc-unit-values = ОМ { $fp } · дальность { $range } · движение { $mp } · мораль { $morale }
cc-unit-broken = рассеяно
cc-unit-suppressed = подавлено
cc-unit-veteran = ветераны
cc-unit-activated = активировано в этот ход
cc-unit-with = вместе с { $unit }
editor-initiative = Инициатива в начале
editor-deployed = Отряды начинают там, где расставлены (без фазы развёртывания)
editor-deployed-tip = Иначе игроки сами расставляют все отряды в своих зонах перед боем; с этой отметкой бой начинается сразу, отряды стоят там, где показаны на карте, а первой ходит сторона с инициативой.
editor-time-track = Шкала времени
editor-time-start = начало
editor-time-sudden-death = внезапная смерть с
editor-time-end = последнее деление
editor-army = Армия
editor-posture = Позиция
editor-orders-limit = Приказов за ход
editor-surrender = Капитуляция после потерь
editor-ambush = Карты засады
editor-radio = Рация (ОМ орудий)
editor-arrives = Прибывает на Времени
editor-carried-by = Кто несёт
editor-marker-bow = Лук
editor-marker-missile = Метательное оружие
editor-marker-suppressed = Подавлен
editor-marker-broken = Сломлен
editor-marker-veteran = Ветераны
editor-marker-shaken = Потрясён
editor-marker-hidden = Скрыт в укрытии
editor-marker-elite = Элита
editor-marker-recruit = Новобранцы
editor-marker-limbered = На передках
editor-marker-column = В колонне
editor-marker-square = В каре
editor-marker-aggressive = Напористые
editor-marker-grenadiers = Гренадеры или гвардия
editor-marker-sickly = Больные
editor-marker-lancers = Уланы
editor-marker-formed = В построении
editor-fortification = Укрепление
editor-no-fortification = нет
cc-activate-leader = Активировать { $unit } и бойцов в радиусе командования
cc-prompt-sniper = Снайпер! Выберите, в кого из противников он попадёт: { $units }.
cc-prompt-deploy = Развёртывание: выберите отделение, которое разделится на две группы: { $units }.
cc-prompt-harden = Закалка боем: выберите, кто станет ветеранами: { $units }.
cc-prompt-hero = Герой! Выберите отряд, к которому он присоединится (разбитый отряд в этом гексе приходит в себя): { $units }.
cc-o-choose = выбрать { $unit }
cc-o-barrage = вызвать обстрел на { $hex }
cc-o-exit = { $unit } уходит с карты через край противника
cc-ev-exited = { $unit } уходит с карты: { $n } ПО стороне { $side }
cc-no-enemy-edge = { $unit } не стоит у края карты противника
cc-no-last-unit = { $unit } — ваше последнее подразделение на карте: оно остаётся
cc-ev-arrived = { $unit } прибывает в { $hex }
cc-coming = { $unit } на Времени { $n } ({ $hex })
cc-reinforcements = { $side }: подкрепления { $units }
cc-o-hand = передать { $unit } подразделению { $to }
cc-ev-handed = { $from } передаёт { $unit } подразделению { $to }
cc-no-hand = { $unit } нельзя передать { $to }: оба должны быть активированы этим приказом «Движение» и стоять в одном гексе, а { $to } — отделение или группа, не рассеянные и без оружия
cc-ev-targeting-hit = { $unit } прицеливается: { $n } больше { $need }, попадание
cc-ev-targeting-miss = { $unit } прицеливается: { $n } не больше { $need }, промах
cc-ev-artillery = { $side } вызывает артиллерию на { $hex }, корректирует { $unit }
cc-ev-artillery-denied = В артподдержке отказано: { $side } остаётся без обстрела
cc-ev-accurate = Точность { $n } (помеха { $hindrance }) не меньше { $need }: в цель
cc-ev-inaccurate = Точность { $n } (помеха { $hindrance }) меньше { $need }
cc-ev-drifted = Обстрел смещается на { $n ->
    [one] { $n } гекс
    [few] { $n } гекса
   *[many] { $n } гексов
} от { $from } к { $hex }
cc-ev-drifted-off = Обстрел смещается на { $n ->
    [one] { $n } гекс
    [few] { $n } гекса
   *[many] { $n } гексов
} от { $from } за край карты
cc-ev-barrage = Обстрел стороны { $side } ложится на { $hex }: ОМ { $fp } по нему и по всем соседним гексам
cc-ev-barrage-lifted = Обстрел у { $hex } прекращается
cc-ev-barrage-strikes = Обстрел бьёт по { $hex }: ОМ { $fp }
cc-no-ordnance-alone = { $unit } — тяжёлое оружие: стреляет только в одиночку, не в группе
cc-no-radio = в ячейке артиллерии нет рации: вызывать некого
cc-no-spotter = сначала активируйте корректировщика
cc-no-off-map = { $hex } за краем карты

## Sharp Practice
sp-vp-title = Победные очки
sp-turn = Ход { $n } из { $of }
sp-side-line = { $side }: карт ещё не открыто — { $cards }; потеряно групп: { $lost } из { $groups }
sp-side-line-enemy = { $side }: карт ещё не открыто — { $cards }; потеряно групп: { $lost }
sp-tiffin-to-come = «Перекур» ещё не открыт.
sp-tiffin-turned = «Перекур» открыт.
sp-turned = Открыто за ход: { $cards }
sp-in-play = В игре: { $side }, { $card }
sp-in-play-tiffin = «Перекур»: действуют группы без командира ({ $side })
sp-initiative = { $unit }: осталось инициативы — { $n }
sp-dice = { $unit }: осталось кубиков действия — { $n }
sp-use = { $unit }: { $n } на { $what }
sp-use-on = { $unit }: { $n } на { $what } ({ $other })
sp-use-activate = активацию
sp-use-move = движение
sp-use-gallop = галоп
sp-use-fire = огонь
sp-use-reload = заряжание
sp-use-spot = осмотр
sp-use-rally = сплочение
sp-use-fury = ярость
sp-use-marksman = меткого стрелка
sp-use-limber = взятие на передки
sp-use-unlimber = снятие с передков
sp-use-form-up = построение
sp-use-open-ranks = размыкание рядов
sp-inches = { $in }" ({ $hexes ->
    [one] { $hexes } гекс
    [few] { $hexes } гекса
   *[other] { $hexes } гексов
})
sp-card-big-man = карта героя { $unit }
sp-card-blind = карта маркера { $unit }
sp-card-unseen = карта
sp-card-tiffin = «Перекур»
sp-q-elite = элита
sp-q-veteran = ветераны
sp-q-regular = регулярные
sp-q-recruit = новобранцы
sp-w-musket = мушкеты
sp-w-rifle = винтовки
sp-w-carbine = карабины
sp-w-gun = лёгкое орудие
sp-w-none = без оружия
sp-wound-light = лёгкое ранение
sp-wound-serious = тяжёлое ранение: выбывает из боя
sp-wound-killed = убит
sp-unit-big-man = Герой, статус { $status }, сила { $strength }
sp-unit-wounded = легко ранен
sp-unit-dummy = пустой маркер: под ним никого
sp-unit-holds = под маркером: { $units }
sp-unit-group = { $men } из { $max } чел., { $quality }, { $weapon }
sp-unit-shock = шок { $n }
sp-unit-unloaded = не заряжены
sp-unit-skirmish = в рассыпном строю
sp-unit-square = в каре, готово: стреляет во все стороны
sp-unit-square-forming = строит каре в этот ход: ещё не готово
sp-unit-formation = в построении с { $units }
sp-unit-ranks-open = ряды разомкнуты в этот ход: свои проходят без расстройства
sp-drill-line = в линии
sp-drill-column = в колонне
sp-drill-square = в каре
sp-drill-skirmish = в рассыпном строю
sp-drill-unformed = как есть
sp-unit-routing = бегут
sp-unit-activated = уже действовали в этот ход
sp-unit-under = под маркером { $unit }
sp-unit-alias = противник видит его как { $unit }
sp-unit-hidden = в укрытии: противник их не видит
sp-prompt-move = { $unit }: выпало { $dice } — { $dist }. Щёлкните, куда идти, или остановитесь.
sp-do-tiffin = «Перекур»: дайте группам без командира по одному кубику, затем «Готово».
sp-do-leader = У { $unit } { $n } инициативы: активируйте группы, снимайте шок, осматривайтесь или двигайте героя, затем «Готово».
sp-do-dice = Тратьте кубики действия: выберите отряд, затем двигайтесь, стреляйте, заряжайте или щёлкните гекс, чтобы осмотреть его; по окончании «Готово».
sp-o-activate = { $unit }: 3 кубика действия (1 инициатива)
sp-o-move = двигать { $unit } на { $n ->
    [one] { $n } кубик
    [few] { $n } кубика
   *[other] { $n } кубиков
}
sp-o-go = { $unit } идёт в { $hex }
sp-o-charge = { $unit } атакует { $target } из { $hex }
sp-o-halt = { $unit } остаётся на месте
sp-o-fire = { $unit } стреляет по { $target }
sp-o-fire-led = { $unit } стреляет по { $target } по инициативе героя
sp-o-reload = { $unit } заряжает
sp-o-spot = { $unit } осматривает { $hex } (+{ $n })
sp-o-rally = снять шок с { $unit } (1 инициатива)
sp-o-reveal = выставить войска маркера { $unit } на стол
sp-o-done = готово
sp-ev-card = { $side }: открыта { $card }
sp-ev-initiative = у { $unit } инициативы: { $n }
sp-ev-activated = { $unit } получает кубиков действия: { $n }
sp-ev-move-rolled = { $unit } бросает { $dice } на движение: { $dist }
sp-ev-halted = { $unit } остаётся на месте
sp-ev-fired = { $unit } стреляет по { $target }: кубиков { $dice }, нужно { $need }, попаданий { $hits }
sp-ev-effects = { $unit }: выбыло { $kills }, шок { $shock }
sp-ev-big-man-hit = { $unit } ранен: { $wound }
sp-ev-destroyed = { $unit } уничтожен
sp-ev-reloaded = { $unit } заряжает
sp-ev-spot-seen = { $unit } осматривает { $hex }: { $roll } против { $need }, замечены
sp-ev-spot-missed = { $unit } осматривает { $hex }: { $roll } против { $need }, не замечены
sp-ev-spot-auto = { $unit } осматривает { $hex }: замечены без броска
sp-ev-nothing = { $unit } ничего не видит в { $hex }
sp-ev-spot-failed = { $unit } осматривает { $hex }: { $roll } против { $need }, ваши люди не замечены
sp-ev-revealed = маркер { $unit } в { $hex } раскрыт: { $units }
sp-ev-dummy = маркер { $unit } в { $hex } оказался пустым
sp-ev-unhidden = { $unit } замечен в { $hex }
sp-ev-rallied = { $unit } приходит в себя: шок { $n }
sp-ev-fell-back = { $unit } отходит из { $from } в { $to }
sp-ev-routs = { $unit } бежит из { $from } в { $to }
sp-ev-routed-off = { $unit } бежит с поля
sp-ev-surrendered = { $unit } сдаётся
sp-ev-captured = { $unit } взят в плен
sp-ev-melee = Рукопашная: { $a } ({ $na ->
    [one] { $na } кубик
    [few] { $na } кубика
   *[other] { $na } кубиков
}) против { $d } ({ $nd ->
    [one] { $nd } кубик
    [few] { $nd } кубика
   *[other] { $nd } кубиков
})
sp-ev-melee-round = Раунд { $round }: выбыло { $ka } и { $kd }, шок { $sa } и { $sd }
sp-ev-melee-won = { $a } одолевает { $d } на { $n }
sp-ev-outdiced = { $unit } уступает превосходящим силам
sp-ev-tiffin = «Перекур»: действуют группы без командира, затем сказывается шок
sp-ev-replaced = { $unit } (статус { $status }) заменяет { $old }
sp-ev-not-replaced = Замены для { $old } нет ({ $roll })
sp-ev-broken = { $side }: отряд сломлен
sp-r-not-in-play = У { $unit } нет карты или кубиков в игре.
sp-r-no-initiative = Инициатива исчерпана.
sp-r-no-dice = У { $unit } меньше { $n ->
    [one] { $n } кубика действия.
    [few] { $n } кубиков действия.
   *[other] { $n } кубиков действия.
}
sp-r-activated = { $unit } уже активирован в этот ход.
sp-r-too-far = { $unit } в { $n ->
    [one] { $n } гексе
    [few] { $n } гексах
   *[other] { $n } гексах
}: дальше 12" от героя.
sp-r-routing = { $unit } бежит.
sp-r-restrained = { $unit } не может этого после рукопашной в этот ход.
sp-r-unloaded = { $unit } не заряжен.
sp-r-cannot-fire = { $unit } не стреляет.
sp-r-range = { $target } вне дальности { $unit } ({ $dist }).
sp-r-sight = { $unit } не видит { $target }.
sp-r-not-target = По { $target } стрелять нельзя.
sp-r-move-first = Брошенное движение ждёт цели.
sp-r-not-rolled = { $unit } не бросал на движение.
sp-r-unreachable = { $unit } не дойдёт до { $hex } с таким броском.
sp-r-shaken = У { $unit } шока больше, чем людей: наступать нельзя.
sp-r-not-adjacent = { $target } не рядом с целью движения { $unit }.
sp-r-nothing-to-spot = В { $hex } негде спрятаться.
sp-r-too-late = Кубики { $unit } уже потрачены: войска остаются скрытыми.
sp-r-not-blind = { $unit } — не маркер.
sp-r-no-shock = У { $unit } нет шока.
sp-r-bad-dice = { $n ->
    [one] { $n } кубик:
    [few] { $n } кубика:
   *[other] { $n } кубиков:
} от 1 до 6.
sp-o-limber = взять { $unit } на передки (1 кубик)
sp-o-unlimber = снять { $unit } с передков (целый ход на месте)
sp-ev-limbered = { $unit } берут на передки
sp-ev-unlimbering = { $unit } начинают снимать с передков
sp-ev-unlimbered = { $unit } сняты с передков и должны зарядить
sp-ev-faced = { $unit } поворачивается на { $dir }
sp-ev-formed = { $unit } перестраивается: { $drill }
sp-ev-formed-up = { $unit } сводит { $units } в одно построение
sp-ev-disordered = Построение { $units } расстроено: группы стоят поодиночке
sp-ev-ranks-opened = { $unit }: построение размыкает ряды
sp-ev-wheeled = { $unit }: построение поворачивается на { $dir } и теряет { $n }" следующего движения
sp-r-limbered = { $unit } на передках или ещё снимаются.
sp-r-unlimbered = { $unit } сняты с передков: сначала возьмите на передки.
sp-unit-limbered = на передках: движется, не стреляет
sp-unit-unlimbering = снимаются с передков: готовы к концу следующего хода
sp-o-gallop = { $unit } идёт галопом на { $n ->
    [one] { $n } кубик
    [few] { $n } кубика
   *[other] { $n } кубиков
} (кубик сверху)
sp-r-cannot-gallop = { $unit } сейчас не может идти галопом.
sp-unit-must-walk = стояли прошлый ход: в этот ход только шагом
sp-o-join = { $unit } вступает в рукопашную
sp-o-face = Повернуть { $unit } на { $dir }
sp-o-form = { $unit }: построиться { $drill } (1 кубик)
sp-o-form-up = Свести группы здесь в одно построение (1 инициатива)
sp-o-open-ranks = { $unit }: разомкнуть ряды построения (1 кубик)
sp-o-fight = в бой
sp-r-allocate-first = Рукопашная ждёт, пока атакованная сторона выберет, кто дерётся.
sp-r-cannot-join = { $unit } не может вступить в эту рукопашную.
sp-r-arc = { $target } не перед { $unit }: группа стреляет только вперёд.
sp-r-square = { $unit } в каре: не движется и не поворачивается.
sp-r-cannot-form = { $unit } так не построится: между линией, колонной и каре перестраивается только линейная пехота.
sp-r-bad-facing = { $unit } не может так повернуться.
sp-r-nothing-to-form = Здесь нечего сводить в построение: командир должен стоять с группой, рядом с которой стоит другая в том же строю и с тем же фронтом (бок о бок в линии, одна за другой в колонне).
sp-r-no-formation = { $unit } не в построении, или ряды уже разомкнуты.
sp-r-formation-nearer = { $nearer } стоит ближе, чем { $target }: огонь по построению ложится на ближайшие группы.
sp-prompt-allocate = { $a } атакует { $d }. Пошлите в бой любые из: { $offered }, затем «в бой» (вступили: { $joined }).
sp-o-ambush = засада: { $unit } выходит в { $hex }
sp-ev-ambush = { $side }: засада из { $unit }
sp-r-no-ambush = Карт засады не осталось.
sp-ambush-cards = { $side }: карт засады — { $n }
sp-o-marksman = меткий стрелок { $unit } стреляет по { $target } (1 инициатива)
sp-o-fury = ярость: кубик к атаке (1 инициатива)
sp-o-rapid = { $unit } заряжает наскоро (1 кубик; дальше как мушкеты)
sp-ev-marksman = меткий стрелок { $unit } стреляет по { $target }: { $roll } против { $need }
sp-ev-riders = { $unit }: задето всадников { $kills }, потеряно { $lost }
sp-ev-fury = { $unit } приводит людей в ярость: +{ $n ->
    [one] { $n } кубик
    [few] { $n } кубика
   *[other] { $n } кубиков
}
sp-r-no-marksman = У { $unit } сейчас нет меткого стрелка.

## Musket & Pike
mp-vp-title = Победные очки
mp-turn = Ход { $n } из { $of }
mp-side-line = { $side }: { $vp } ПО; потеряно или сломлено { $lost } (отступает при { $at })
mp-score = Счёт { $a } − { $b }: { $n } (20 и более — решительная победа)
mp-wing-line = { $side } · { $wing }: { $order }, рейтинг { $rating }, { $state } (активаций: { $n }), отрядов: { $units }
mp-wing-ready = готово
mp-wing-active = действует
mp-wing-bypassed = обойдено, ходит, когда обошедшее его крыло завершит действия
mp-wing-finished = завершило
mp-wing-horse = {" "}· конница
mp-wing-leaderless = {" "}· командир выбыл
mp-in-play = Действует крыло { $wing }
mp-order-charge = Атака
mp-order-make-ready = Изготовка
mp-order-receive-charge = Приём атаки
mp-order-rally = Сбор
mp-morale-good = в порядке
mp-morale-shaken = потрясён
mp-morale-broken = сломлен
dir-N = север
dir-NE = северо-восток
dir-E = восток
dir-SE = юго-восток
dir-S = юг
dir-SW = юго-запад
dir-W = запад
dir-NW = северо-запад
mp-col-front = фронт
mp-col-flank = фланг
mp-col-salvo = залп
mp-col-musketeers = мушкетёры и драгуны
mp-col-pistol = пистолеты конницы
mp-roll-ok = выпало { $die } { $mod } = { $total }, нужно { $need } или меньше: успех
mp-roll-fail = выпало { $die } { $mod } = { $total }, нужно { $need } или меньше: неудача
mp-rk-initiative = инициатива
mp-rk-preempt = перехват
mp-rk-continue = продолжение
mp-rk-orders = смена приказа
mp-rk-fire = огонь
mp-rk-morale = мораль
mp-rk-melee = рукопашная
mp-rk-rally = сбор
mp-rk-leader = риск для командира
mp-unit-leader = Рейтинг { $rating }
mp-unit-replacement = Заместитель
mp-unit-commands-army = Принял командование армией
mp-unit-state = { $morale }; потерь { $hits } из { $max }
mp-unit-facing = Фронт на { $dir }
mp-unit-wing = Крыло { $wing }: { $order }
mp-unit-acted = Уже действовал в этой активации
mp-unit-salvo = Дал залп: перезаряжается до конца хода
mp-unit-pistols = Разрядил пистолеты: перезаряжается до конца хода
mp-unit-gun-fired = Уже стреляло в этом ходу
mp-unit-holds = Удерживает рубеж против: { $units }
mp-do-choose = Активируйте одно из своих крыльев или пасуйте.
mp-do-preempt = Крыло { $wing } готово действовать. Попробовать перехватить его своим крылом?
mp-do-actions = Каждый отряд крыла совершает одно действие: выберите отряд, затем гекс для движения или врага для огня; остальное — кнопками.
mp-do-moving = { $unit } движется: осталось очков { $mp }.
mp-do-combat = Рукопашная: выберите свой отряд, затем соседнего врага.
mp-do-advance = Победа: занять { $hex }?
mp-do-react = Вражеский отряд подошёл вплотную к вашему: реакция (стоять, отойти, огонь с отходом, отойти сквозь своих).
mp-do-continue = Попробовать продолжить этим крылом или завершить его активацию.
mp-nobody = никто
mp-o-activate = Активировать { $wing }
mp-o-pass = Пас
mp-o-preempt = Перехватить крылом { $wing }
mp-o-decline = Пропустить
mp-o-change = Сменить приказ на «{ $order }»
mp-o-face = Повернуть { $unit } на { $dir }
mp-o-fire = { $unit } стреляет по { $target }
mp-o-salvo = { $unit }: залп по { $target }
mp-o-rally = Собрать { $unit }
mp-o-reform = Перестроить { $unit } фронтом на { $dir }
mp-o-end-actions = К рукопашной
mp-o-attack = { $unit } атакует { $target }
mp-o-advance = Занять гекс
mp-o-stay = Остаться
mp-o-end-combat = Рукопашная окончена
mp-o-continue = Попробовать продолжить
mp-o-react = { $unit }: { $reaction }
mp-o-stop = Завершить активацию крыла
mp-e-initiative = Инициатива: { $a } — { $ra } ({ $ta }), { $b } — { $rb } ({ $tb }); первым ходит { $first }
mp-e-activated = Крыло { $wing } активируется ({ $n } из 3)
mp-e-passed = { $side } пасует
mp-e-preempt = Крыло { $wing } пытается перехватить { $over }: { $roll }
mp-e-bypassed = Крыло { $wing } обойдено
mp-e-orders = Крыло { $wing } пытается сменить приказ на «{ $order }»: { $roll }
mp-e-continue = Крыло { $wing } пытается продолжить: { $roll }
mp-e-finished = Крыло { $wing } завершило ход
mp-e-turned = { $unit } поворачивает на { $dir }
mp-e-fired = { $unit } стреляет по { $target } ({ $column }): выпало { $die } { $mod }, потерь { $hits }
mp-e-fired-check = { $unit } стреляет по { $target } ({ $column }): выпало { $die } { $mod }, потерь { $hits } и проверка морали
mp-e-hit = { $unit } получает { $hits ->
    [one] { $hits } потерю:
    [few] { $hits } потери:
   *[other] { $hits } потерь:
} всего { $total } из { $max }
mp-e-morale = { $unit } проверяет мораль: { $roll }; теперь { $now }
mp-e-destroyed = { $unit } уничтожен ({ $vp } ПО)
mp-e-captured = { $unit } захвачено ({ $vp } ПО)
mp-e-leader-falls = { $unit } выбывает (выпало { $die })
mp-e-leader-returns = { $unit } был лишь ранен и возвращается (выпало { $die })
mp-e-leader-replaced = Место { $unit } занимает заместитель (выпало { $die })
mp-e-takes-command = { $after } не вернётся (выпало { $die }): командование армией принимает { $unit }
mp-e-melee = { $a } атакует { $d }: { $ad } { $am } против { $dd } { $dm }; победитель: { $winner }
mp-e-react = { $unit } отвечает на подход { $enemy }: { $reaction }
mp-e-retreat = { $unit } отходит на { $hex }
mp-e-rally = { $unit } пытается собраться: { $roll }; теперь { $now }
mp-e-reformed = { $unit } перестраивается фронтом на { $dir }
mp-e-rout = { $unit } бежит на { $hex }
mp-e-rout-off = { $unit } бежит с поля
mp-e-withdraws = { $side } покидает поле: потеряно или сломлено { $lost } из { $start }
mp-e-turn = Начинается ход { $n }
mp-e-victory-decisive = { $side } побеждает с перевесом { $n } ПО: решительная победа
mp-e-victory-marginal = { $side } побеждает с перевесом { $n } ПО: незначительная победа
mp-e-victory-draw = Победных очков поровну: ничья
mp-r-not-now = Этот приказ не для нынешнего шага хода.
mp-r-wing = Крыло { $wing } сейчас не может этого.
mp-r-not-in-wing = { $unit } не из действующего крыла.
mp-r-acted = { $unit } уже совершил своё действие.
mp-r-too-late = Сменить приказ можно один раз, пока ни один отряд не действовал.
mp-r-same-orders = У крыла уже этот приказ.
mp-r-orders = { $unit }: приказ крыла («{ $order }») этого не позволяет.
mp-r-broken = { $unit } сломлен и может только собираться.
mp-r-unreachable = { $unit } не дойдёт до { $hex } фронтом с оставшимися очками.
mp-r-pinned = { $unit } стоит перед фронтом врага и не может уйти.
mp-r-bad-end = { $unit } не может закончить движение на { $hex } по своему приказу.
mp-r-no-points = У { $unit } не хватает очков.
mp-r-cannot-fire = { $unit } сейчас не может стрелять.
mp-r-fired = { $unit } уже стрелял и должен перезарядиться.
mp-r-front = { $target } не перед фронтом { $unit }.
mp-r-range = { $target } вне досягаемости { $unit } ({ $range ->
    [one] { $range } гекс
    [few] { $range } гекса
   *[other] { $range } гексов
}).
mp-r-sight = { $unit } не видит { $target }.
mp-r-adjacent = { $target } не рядом с { $unit }.
mp-r-enemy = { $target } — не вражеский отряд.
mp-r-attacked = { $unit } уже сражался в этой активации.
mp-r-not-shaken = { $unit } в порядке, собирать его не нужно.
mp-r-react = { $unit } не может сейчас ответить так: { $reaction }.
mp-react-stand = стоять
mp-react-withdraw = отойти
mp-react-retreating-fire = огонь с отходом
mp-react-pass = отойти сквозь своих
mp-r-continue = Крыло не может продолжить.
mp-r-preempt = Крыло { $wing } не может перехватить: оно уже действовало или под приказом «Сбор».
editor-command = Подчиняется
editor-rating = Рейтинг
editor-orders = Приказ
editor-successor = Преемник
editor-text-language = Тексты на языке
editor-text-given = языке сценария
editor-name-in = Название ({ $lang })
editor-orders-default = Изготовка (по умолчанию)
editor-orders-charge = Атака
editor-orders-make_ready = Изготовка
editor-orders-receive_charge = Приём атаки
editor-orders-rally = Сбор

## The 9th Age
na-profile = Прод { $adv }" Марш { $mar }" Дисц { $dis } · Здор { $hp } Защ { $def } Стойк { $res } Брон { $arm } · Ловк { $agi } Ат { $att } Нап { $off } Сила { $str } ББ { $ap }
na-unit-models = Моделей { $models } из { $of }, по { $width } в шеренге, шеренг: { $ranks }
na-unit-wounds = Ран на последней модели: { $n }
na-unit-weapon = Стрельба: дальность { $range }", попадание на { $aim }+, выстрелов на модель: { $shots }, Сила { $str }, ББ { $ap }
na-unit-standard = Со знаменем
na-unit-special = Использует особое развёртывание
na-unit-facing = Фронт на { $dir } · очков: { $points }
na-unit-fleeing = Бежит
na-unit-engaged = В рукопашной с: { $units }
na-unit-moved = Уже двигался в этом ходу
na-unit-shot = Уже стрелял в этом ходу
na-arc-front = фронт
na-arc-flank = фланг
na-arc-rear = тыл
na-rk-first-turn = бросок на первый ход
na-rk-discipline = проверка Дисциплины
na-rk-charge = дальность атаки
na-rk-flee = дальность бегства
na-rk-pursuit = дальность преследования
na-rk-break = проверка на слом
na-rk-panic = проверка паники
na-rk-rally = проверка сбора
na-roll-pass = выпало { $dice } = { $total }, нужно { $need } или меньше: успех
na-roll-fail = выпало { $dice } = { $total }, нужно { $need } или меньше: неудача
na-roll-charge = выпало { $dice } + скорость продвижения = { $total }", нужно { $need }", чтобы дойти
na-roll-distance = выпало { $dice } = { $total }"
na-roll-first = выпало { $dice }: { $total } со Стратегической инициативой, нужно { $need }
na-stage-line = Этап: { $stage }
na-stage-zones = Выбор зон расстановки
na-stage-declare = Объявление особого развёртывания
na-stage-who-deploys = Кто развёртывается первым
na-stage-drop = Развёртывание
na-stage-turn-choice = Заявка на первый или второй ход
na-stage-scouts = Разведчики
na-stage-vanguard = Авангард
na-stage-first-turn = Выбор первого хода
na-stage-charge = Фаза атак
na-stage-charge-moves = Движение атакующих
na-stage-movement = Фаза движения
na-stage-shooting = Фаза стрельбы
na-stage-melee = Фаза рукопашной
na-none = никого
na-to-place = { $side }, ещё не выставлены: { $units }
na-picked = Выбран: { $unit }
na-finished = { $side }: развёртывание завершено первым; Стратегическая инициатива { $si }
na-zone-roll = Бросок за зоны расстановки: { $a } — { $ra }, { $b } — { $rb }
na-first-roll = Бросок на первый ход: { $a } — { $ra }, { $b } — { $rb }
na-side-line = { $side }: { $vp } ПО (армия в { $points } очк.)
na-charge-line = { $unit } атакует { $target } ({ $arc })
na-charge-fled = { $unit } атаковал { $target } ({ $arc }); цель бежала
na-marching = { $unit } идёт маршем, осталось гексов: { $n }
na-moving = { $unit } движется, осталось гексов: { $n }
na-do-zones = Вы выиграли бросок за зоны расстановки: выберите свою (противник займёт другую).
na-do-declare = Выберите отряды, которые используют особое развёртывание (Разведчики, Авангард), затем подтвердите.
na-do-who-deploys = Выберите, какая сторона ставит первый отряд.
na-do-pick = Выберите отряд для развёртывания.
na-do-end-drop = Всё на этом шаге расставлено: при желании разверните поставленные отряды, затем завершите выставление.
na-do-place = Щёлкните подсвеченный гекс своей зоны, чтобы выставить { $unit }.
na-do-turn-choice = Все ваши отряды, кроме Разведчиков, выставлены: заявите, берёте ли вы первый или второй ход.
na-do-vanguard = Ходы Авангарда: выберите отряд, затем гекс; по окончании завершите.
na-do-first-turn = По броску на первый ход выбор за вами: кто ходит первым?
na-do-charge = Объявите атаки: выберите отряд, затем врага в его фронтальном секторе; по окончании завершите.
na-do-react = { $unit } атакует { $target }: выберите реакцию.
na-do-redirect = Атакованный отряд бежал: каждый атаковавший его отряд может пройти проверку Дисциплины, чтобы перенаправить атаку, или продолжить атаку на бегущий отряд. Выберите, в каком порядке они решают.
na-do-retarget = Проверка пройдена: объявите отряду новую атаку или продолжайте атаку на бегущий отряд.
na-do-go-on = Новая цель перенаправленной атаки тоже бежала: выберите, на какой из двух бегущих отрядов продолжить атаку.
na-do-charge-moves = Бросьте дальность каждой объявленной атаки в выбранном вами порядке.
na-do-movement = Двигайте отряды: выберите отряд, затем гекс; марш, поворот и перестроение — кнопками.
na-do-shooting = Стрельба: выберите свой отряд, затем врага в пределах дальности.
na-do-melee = Проведите каждую рукопашную: выберите свой отряд, затем врага, с которым он сражается.
na-do-pursue = Враг сломлен: преследовать его или удержать позицию?
na-o-special = { $unit }: особое развёртывание
na-o-zone = Занять зону у { $edge } края
na-o-declared = Объявление окончено
na-o-deploy-first = Сторона { $n } ставит первой
na-o-select = Выбрать { $unit }
na-o-place = Выставить в { $hex }
na-o-end-drop = Завершить волну развёртывания
na-o-first = Взять первый ход
na-o-second = Взять второй ход
na-o-end-vanguard = Ходы Авангарда окончены
na-o-charge = { $unit } атакует { $target }
na-o-hold = Держать позицию
na-o-stand-and-shoot = Стоять и стрелять
na-o-flee = Бегство
na-o-redirect = { $unit }: проверка на перенаправление
na-o-keep-charge = { $unit }: продолжить атаку на бегущий отряд
na-o-go-on = { $unit } продолжает атаку на { $target }
na-o-end-charges = Объявление атак окончено
na-o-roll-charge = Бросок атаки: { $unit }
na-o-march = Марш: { $unit }
na-o-end-movement = Движение окончено
na-o-end-shooting = Стрельба окончена
na-o-fight = Рукопашная: { $unit } против { $target }
na-o-pursue = Преследовать
na-o-restrain = Удержать позицию
na-no-save = нет
na-volley = атак { $n }, попаданий { $hits } на { $hit }+, ран { $wounds } на { $wound }+, спасбросок { $save }: не спасено { $unsaved }
na-tie = нет (ничья)
na-e-special = { $unit } использует особое развёртывание
na-e-declared = { $side }: особое развёртывание объявлено
na-e-deploys-first = { $by } решает: первый отряд ставит { $side }
na-e-placed = { $unit } выставлен в { $hex } фронтом на { $dir }
na-e-drop = { $side } завершает волну развёртывания (отрядов: { $n })
na-e-declares-first = { $side }: развёртывание завершено, заявлен первый ход
na-e-declares-second = { $side }: развёртывание завершено, заявлен второй ход
na-e-si = { $side } выставил после этого ещё отрядов: { $n }; Стратегическая инициатива { $n }
na-e-first-roll-kept = Бросок на первый ход: { $a } — { $ra }, { $b } — { $rb }, +{ $bonus } для { $side }: заявка остаётся в силе
na-e-first-roll-lost = Бросок на первый ход: { $a } — { $ra }, { $b } — { $rb }, +{ $bonus } для { $side }: кто ходит первым, выбирает другая сторона
na-e-zone = { $side } выигрывает бросок за зоны расстановки ({ $ra } против { $rb }) и занимает зону у { $edge } края
na-e-plays-first = { $side } ходит первым
na-e-turn = Ход { $n }: ходит { $side }
na-e-charge = { $unit } объявляет атаку на { $target }, сектор: { $arc }
na-e-arc-rolled = {" "}(на границе двух секторов: выпало { $die })
na-e-hold = { $unit } держит позицию
na-e-stand-and-shoot = { $unit } стоит и стреляет
na-e-flee = { $unit } обращается в бегство
na-e-fled = { $unit } бежит на { $n }" в { $hex }
na-e-fled-off = { $unit } бежит на { $n }" и покидает поле
na-e-test = { $unit }: { $what }, { $roll }
na-e-charge-roll = { $unit }: бросок атаки, { $roll }
na-e-contact = { $unit } врезается в { $target } из { $hex }
na-e-touched = { $unit } в атаке задевает и { $enemy }: тот вступает в бой
na-e-failed = { $unit }: атака не удалась, остановка в { $hex }
na-e-goes-on = { $unit } продолжает атаку на { $target }
na-e-caught = { $unit } настигнут отрядом { $by } и уничтожен
na-e-shot = { $unit } стреляет по { $target }: { $volley }
na-e-strikes = { $unit } бьёт по { $target }: { $volley }
na-e-lost = { $unit } теряет Здоровья: { $hp }; осталось моделей: { $models }
na-e-destroyed = { $unit } уничтожен (очков: { $points })
na-e-rallied = { $unit }: сбор удался
na-e-score = Рукопашная { $a } и { $b }: { $sa } против { $sb }; победитель: { $winner }
na-e-steadfast = { $unit } непоколебим
na-e-breaks = { $unit } сломлен и бежит
na-e-pursues = { $unit } преследует на { $n }"
na-e-vp = Победные очки: { $a } — { $va }, { $b } — { $vb }
na-r-no-special = У { $unit } нет особого развёртывания, или оно уже объявлено.
na-r-nothing-picked = Сначала выберите отряд для развёртывания.
na-r-placed = { $unit } уже выставлен.
na-r-outside-zone = Гекс { $hex } вне зоны развёртывания.
na-r-occupied = Гекс { $hex } занят.
na-r-scout = { $unit } может выйти разведчиком в { $hex }, только если каждый враг не ближе { $n ->
    [one] { $n } гекса
    [few] { $n } гексов
    [many] { $n } гексов
   *[other] { $n } гекса
}.
na-r-empty-drop = В волне развёртывания должен быть хотя бы один отряд.
na-r-characters = Все персонажи выставляются вместе: ещё не выставлен { $unit }.
na-r-scouts-later = { $unit } развёртывается как Разведчики, после остальных отрядов.
na-r-not-in-drop = { $unit } сейчас не может так повернуться.
na-r-too-close = { $unit } не может закончить движение в { $hex }: до врагов должно оставаться не меньше { $n ->
    [one] { $n } гекса
    [few] { $n } гексов
    [many] { $n } гексов
   *[other] { $n } гекса
}.
na-r-cannot = { $unit } не может этого сделать: { $why }.
na-r-no-path = { $unit } не дотянется до { $target } даже при наибольшей дальности атаки.
na-r-no-sas = { $unit } не может стоять и стрелять: { $why }.
na-r-cannot-flee = { $unit } в рукопашной и может только держать позицию.
na-r-not-engaged = { $unit } не сражается с { $target }.
na-r-fight-all = Сначала нужно провести все рукопашные.
na-why-Fleeing = отряд бежит
na-why-Engaged = отряд в рукопашной
na-why-Moved = отряд уже двигался или у него не осталось на это движения
na-why-Marched = отряд шёл маршем в этом ходу
na-why-Shot = отряд уже стрелял в этом ходу
na-why-Rallied = отряд собрался в этом ходу
na-why-Charged = отряд уже атаковал или объявил атаку в этом ходу
na-why-NoWeapon = у отряда нет стрелкового оружия
na-why-TooClose = атакующий начал ближе своей скорости продвижения
na-why-OnlyFlee = отряд бежит и может только бежать дальше
na-why-OnlyHold = отряд в рукопашной и может только держать позицию
na-why-NotFrontArc = атакующий не во фронтальном секторе отряда
na-why-AlreadyShot = отряд уже стоял и стрелял в этом ходу
na-why-NotCharging = отряд не объявлял атаку
na-why-Redirected = сейчас объявить атаку может только перенаправляющий её отряд
na-why-NoRedirect = отряд не входит в число тех, кто сейчас может перенаправить атаку
na-why-NotFledTarget = отряд может продолжить атаку только на оставленную цель или на ту, на которую он её перенаправил
na-why-NoMarchAfterTest = отряд провалил проверку на марш
na-why-FirstTurn = отряд вышел разведчиком или сделал ход Авангарда: в первом ходу атаковать нельзя
na-why-CannotHit = для попадания нужно 7+
na-why-TargetInCombat = его цель связана боем
odds-title-charge = Атака: шансы дойти
odds-charge-reaches = доходит: { $p }%
odds-charge-short = не доходит: { $p }%

# Направления, ходы и отказы, которые The 9th Age называет так же, как Musket & Pike, под своим префиксом
na-edge-north = северного
na-edge-south = южного
na-edge-east = восточного
na-edge-west = западного
na-vp-title = Победные очки
na-turn = Ход { $n } из { $of }
na-o-face = Повернуть { $unit } на { $dir }
na-o-reform = Перестроить { $unit } фронтом на { $dir }
na-o-fire = { $unit } стреляет по { $target }
na-e-turned = { $unit } поворачивает на { $dir }
na-r-not-now = Этот приказ не для нынешнего шага хода.
na-r-unreachable = { $unit } не дойдёт до { $hex } фронтом с оставшимися очками.
na-r-sight = { $unit } не видит { $target }.
na-r-range = { $target } вне досягаемости { $unit } ({ $range } гекса).
na-r-front = { $target } не перед фронтом { $unit }.
na-r-enemy = { $target } — не вражеский отряд.

## Компьютерный противник
title-watch = Смотреть игру компьютера
title-watch-hint = Компьютер играет за обе стороны выбранного сценария на обычном уровне, в темпе из настроек.
title-computer-note = Против компьютера: выберите под списком сценариев, кто играет за каждую сторону. Когда за столом один человек, экран не закрывается, а карты и скрытые отряды компьютера остаются скрыты.
player-person = Человек
player-ai-easy = Компьютер (лёгкий)
player-ai-normal = Компьютер (обычный)
player-ai-hard = Компьютер (сильный)
player-random = Случайные приказы
player-greedy = Жадный (без поиска)
computer-thinking = { $side }: { $player } думает…
settings-computer-pace = Темп компьютера (не быстрее, чем за столько на приказ)

## Игра по сети (экран сетевой игры, индикатор соединения)
title-online = Игра по сети
title-online-hint = Сыграйте с другом на расстоянии или с компьютером на сервере партий: создайте партию, отправьте ссылку, возвращайтесь когда удобно
online-title = Игра по сети
online-back = ← Назад
online-intro = Сервер партий хранит правила, кубики и секреты каждой стороны: каждое место получает только то, что может знать его сторона. Запустите его командой `hexmarshal serve` (или ./serve.sh) и укажите адрес ниже.
online-server = Сервер:
online-create = Создать партию
online-no-scenario = Сначала выберите сценарий на титульном экране.
online-scenario = Сценарий: { $name } (выбран на титульном экране)
online-your-side = Ваша сторона:
online-opponent = Противник:
online-friend = Друг (по ссылке)
online-create-button = Создать партию
online-working = Обращаемся к серверу…
online-made = Партия «{ $name }» готова. Отправьте другу ссылку ниже и займите своё место.
online-invite = Ссылка на место вашего друга (открывает версию для браузера; её можно вставить и в поле «Присоединиться»):
online-copy = Копировать
online-copy-invite = Копировать ссылку для друга
online-enter = Занять своё место
online-no-seat = Сервер создал партию, но не дал места вашей стороне.
online-not-kept = Партия создана, но не попала в ваш список: { $reason }
online-failed = { $reason }
online-join = Присоединиться к партии
online-join-hint = ссылка с join=… или код места
online-join-button = Присоединиться
online-mine = Мои партии
online-mine-none = Пока нет: здесь появятся партии, которые вы создали или к которым присоединились (список хранится на этом устройстве).
online-unnamed = (партия по ссылке)
online-asking = спрашиваем сервер…
online-over = окончена
online-your-turn = ваш ход (ход { $turn })
online-their-turn = ходит другая сторона (ход { $turn })
online-watching = наблюдение (ход { $turn })
online-open = Открыть
online-copy-spectate = Копировать ссылку для зрителей
online-copy-spectate-tip = Открывший её смотрит партию и видит только то, что видят обе стороны
online-forget = Забыть
online-spectator = Вы наблюдаете: показано только то, что видят обе стороны
odds-asking = Шансы: спрашиваем сервер…
net-connecting = Сеть: соединение…
net-connected = Сеть: соединено
net-retrying = Сеть: соединение потеряно ({ $reason }); новая попытка через { $secs } с
net-retrying-now = Сеть: соединение потеряно ({ $reason }); пробуем снова…
net-refused = Сеть: { $reason }
net-waiting-answer = Сервер проверяет ваш приказ…
net-refused-order = Сервер отклонил приказ: { $reason }

# Персонажи в отрядах (issue 36)
na-unit-joined = В отряде { $unit }
na-o-join = { $unit } встаёт в отряд { $with }
na-o-leave = { $unit } выходит из отряда на { $hex }
na-e-joins = { $character } встаёт в отряд { $unit }
na-e-leaves = { $character } выходит из отряда { $unit }
na-e-stands-alone = Отряда { $unit } больше нет: { $character } остаётся один
na-r-cannot-join = { $unit } не может встать в отряд { $with }: { $why }.
na-r-not-joined = { $unit } не состоит ни в каком отряде.
na-join-not-character = в отряд встаёт только персонаж
na-join-not-friend = это не свой отряд на поле
na-join-is-character = персонаж встаёт в отряд, а не к другому персонажу
na-join-not-next = отряд стоит не рядом
na-join-fleeing = отряд бежит
na-join-engaged = отряд в рукопашной

## Ошибки сценария (список проблем редактора и импорт)
scn-pointy = острой вершиной вверх
scn-flat = плоской гранью вверх
scn-syntax = { $line }:{ $col }: ошибка записи (сообщение разборщика RON: { $message })
scn-unknown-field = { $line }:{ $col }: неизвестное поле `{ $field }` (допустимы: { $expected })
scn-io = файл не прочитать: { $message }
scn-unsupported-format = версия формата { $found } не поддерживается (эта сборка читает версию { $supported })
scn-unknown-ruleset = неизвестные правила `{ $ruleset }` (известны: { $known })
scn-bad-language = { $field }: `{ $code }` — не код языка (две-три строчные латинские буквы, например `ru`)
scn-empty-name = у сценария нет названия
scn-map-size = размер карты { $w } × { $h } вне допустимого (каждая сторона от 1 до { $max })
scn-hex-off-map = гекс { $at }: за пределами карты ({ $w } × { $h })
scn-duplicate-hex = гекс { $at }: указан дважды
scn-bad-elevation = гекс { $at }: высота { $elevation } вне допустимого (от -3 до 5)
scn-bad-smoke = гекс { $at }: дым { $level } должен быть от 1 до 9
scn-two-fortifications = гекс { $at }: больше одного укрепления (в гексе может быть только одно)
scn-play-only-marker = гекс { $at }: маркер обстрела появляется только в игре, сценарий его не ставит
scn-bad-hexside-direction = сторона гекса { $at } { $dir }: на карте с гексами { $orientation } направление { $dir } не указывает на сторону гекса
scn-hexside-off-map = сторона гекса { $at } { $dir }: за пределами карты или на её внешнем краю
scn-duplicate-hexside = сторона гекса { $at } { $dir }: указана дважды
scn-side-count = в сценарии должно быть ровно 2 стороны, а не { $found }
scn-duplicate-side = сторона `{ $side }`: этот идентификатор уже занят
scn-bad-colour = сторона `{ $side }`: цвет `{ $colour }` не в виде #rrggbb
scn-hand-size-zero = сторона `{ $side }`: в правилах с картами на руке должна быть хотя бы 1 карта
scn-target-zero = сторона `{ $side }`: цель победы 0 была бы достигнута ещё до первого приказа
scn-missing-target = сторона `{ $side }`: для условия ReachTarget цель нужна каждой стороне
scn-duplicate-unit = отряд { $unit }: этот идентификатор уже занят
scn-unit-unknown-side = отряд { $unit } в { $at }: неизвестная сторона `{ $side }`
scn-unknown-unit-type = отряд { $unit } в { $at }: в правилах { $ruleset } нет типа отряда `{ $kind }` (есть: { $known })
scn-unit-off-map = отряд { $unit } в { $at }: за пределами карты ({ $w } × { $h })
scn-bad-strength = отряд { $unit } в { $at }: сила { $strength } вне допустимого (от 1 до { $max })
scn-unit-on-impassable = отряд { $unit } в { $at }: стоит на непроходимой местности ({ $terrain })
scn-unit-in-blaze = отряд { $unit } в { $at }: стоит в горящем гексе
scn-bad-facing = отряд { $unit } в { $at }: на карте с гексами { $orientation } направление { $dir } не указывает на сторону гекса
scn-missing-facing = отряд { $unit } в { $at }: в этих правилах отряду нужно направление фронта
scn-overstacked = гекс { $at }: слишком много отрядов: { $reason } (отряды { $units })
scn-leader-not-found = отряд { $unit } в { $at }: командира `{ $leader }` нет в сценарии
scn-not-a-leader = отряд { $unit } в { $at }: `{ $leader }` — не командир
scn-leader-elsewhere = отряд { $unit } в { $at }: командир `{ $leader }` стоит в { $there }, а не в этом гексе
scn-leader-wrong-side = отряд { $unit } в { $at }: командир `{ $leader }` — с другой стороны
scn-leader-attached-twice = отряд { $unit } в { $at }: командир `{ $leader }` уже приписан к `{ $other }`
scn-leader-on-leader = отряд { $unit } в { $at }: к командиру нельзя приписать командира
scn-duplicate-objective = цель { $objective }: этот идентификатор уже занят
scn-objective-off-map = цель { $objective } в { $at }: за пределами карты ({ $w } × { $h })
scn-secret-without-owner = цель { $objective } в { $at }: у секретной цели должен быть владелец
scn-objective-unknown-side = цель { $objective } в { $at }: неизвестная сторона `{ $side }`
scn-objective-worthless = цель { $objective } в { $at }: стоит 0 ПО
scn-zone-unknown-side = зона расстановки `{ $side }`: неизвестная сторона
scn-zone-off-map = зона расстановки `{ $side }`: гекс { $at } за пределами карты
scn-no-zone = у стороны `{ $side }` есть отряды, но нет зоны расстановки: в правилах { $ruleset } игроки расставляют отряды в ней
scn-bad-sections = сектора: линии left = { $left } и right = { $right } должны удовлетворять условию left < right ≤ { $max }
scn-setting-not-used = в правилах { $ruleset } нет настройки `{ $setting }`: она ничего бы не делала
scn-unknown-army = сторона `{ $side }`: неизвестная армия `{ $army }` (известны: { $known })
scn-unknown-posture = сторона `{ $side }`: неизвестная позиция `{ $posture }` (известны: { $known })
scn-side-setting-zero = сторона `{ $side }`: { $setting } должно быть не меньше 1
scn-initiative-unknown-side = инициатива: неизвестная сторона `{ $side }`
scn-first-game-unknown-side = сторона для первой игры: неизвестная сторона `{ $side }`
scn-bad-playing-time = время партии: { $minutes } мин. вне допустимого диапазона (от 5 до 600)
scn-bad-time-track = шкала времени: начало { $start }, внезапная смерть { $sudden } и конец { $end } должны идти по порядку: начало < внезапная смерть ≤ конец
scn-bad-carrier = отряд { $unit } в { $at }: его несёт `{ $carrier }`, но тот { $why }
scn-bad-command = отряд { $unit } в { $at }: { $why }
scn-turn-limit-zero = предел в 0 ходов
scn-victory-needs-turn-limit = условию победы MostPointsAtTurnLimit нужен предел ходов
scn-no-victory-condition = нет условия победы: игра никогда бы не кончилась
scn-control-character = { $field }: управляющий символ ({ $code }) на позиции { $position }: в текстовых полях допустим только печатный текст
scn-too-long = { $field }: { $len ->
    [one] { $len } символ
    [few] { $len } символа
   *[other] { $len } символов
}; допустимо не больше { $max }
scn-too-many = { $list }: { $len ->
    [one] { $len } запись
    [few] { $len } записи
   *[other] { $len } записей
}; допустимо не больше { $max }
scn-carry-missing = не существует
scn-carry-itself = и есть сам этот отряд
scn-carry-other-side = с другой стороны
scn-carry-elsewhere = стоит в { $at }, а не в этом гексе
scn-carry-carried = сам кем-то несётся
scn-carry-no-weapons = — `{ $id }`, а такие не несут оружия
scn-carry-not-a-weapon = несёт `{ $id }`, а это не переносимое оружие
scn-carry-already = уже несёт `{ $id }`
scn-carry-not-a-blind = — `{ $id }`, а не маркер-слепок: войска несут только слепки
scn-carry-blind-in-blind = — слепок, а слепок не может нести другой слепок
scn-carry-groups = несёт { $n ->
    [one] { $n } группу
    [few] { $n } группы
   *[other] { $n } групп
}, а слепок несёт не больше двух
scn-cmd-none = не подчинён никакому командиру (`command`)
scn-cmd-missing = его командира `{ $id }` нет в сценарии
scn-cmd-not-leader = его командир `{ $id }` — не командир
scn-cmd-other-side = его командир `{ $id }` — с другой стороны
scn-cmd-loop = через цепочку командиров подчинён самому себе
scn-cmd-rating-not-leader = у него есть рейтинг ({ $rating }), но рейтинг бывает только у командиров
scn-cmd-rating-range = рейтинг { $rating } вне допустимого (от { $min } до 0)
scn-cmd-orders-not-commander = у него есть приказ `{ $orders }`, но приказы бывают только у командиров
scn-cmd-unknown-orders = неизвестный приказ `{ $orders }` (известны: { $known })
scn-cmd-successor-not-army = у него указан преемник (`{ $id }`), но преемник бывает только у командующего армией (командира, который никому не подчинён)
scn-cmd-successor-missing = его преемника `{ $id }` нет в сценарии
scn-cmd-successor-self = назначен преемником самому себе
scn-cmd-successor-not-leader = его преемник `{ $id }` — не командир
scn-cmd-successor-other-side = его преемник `{ $id }` — с другой стороны
scn-w-no-units = у стороны `{ $side }` нет отрядов
scn-w-unreachable = сторона `{ $side }`: ни один отряд не может дойти ни до одной цели (мешают местность или стороны гексов)
scn-w-zones-overlap = гекс { $at }: входит в зоны расстановки и `{ $a }`, и `{ $b }` (общих гексов: { $count })
scn-w-target-too-high = сторона `{ $side }`: цель { $target } больше, чем сторона может набрать ({ $units } отрядов и командиров врага + { $vp } за цели = { $max })
scn-w-outside-zone = отряд { $unit } в { $at }: вне зоны расстановки `{ $side }`

## Ссылки на сценарии: весь сценарий в адресе.
link-copy = Ссылка
link-copy-hint = Скопировать ссылку, в самом адресе которой записан весь сценарий: кто откроет её в браузерной версии (или вставит в «Открыть ссылку»), сможет его сыграть. Никакому серверу ничего не отправляется.
link-copied = Ссылка на «{ $name }» скопирована ({ $chars } { $chars ->
        [one] символ
        [few] символа
       *[many] символов
    }).
link-copy-failed = Ссылки не будет: { $reason }
link-open = Открыть ссылку…
link-open-hint = Вставьте присланную вам ссылку на сценарий (весь адрес или его часть начиная с #scenario=)
link-open-title = Открыть ссылку на сценарий
link-paste = Вставьте ссылку сюда:
link-open-go = Открыть
link-failed = Ссылка не открыта: { $reason }
link-offer-title = Сценарий по ссылке
link-offer-note = Он прошёл все проверки, что проходит импортированный файл. Сыграйте его сейчас или сохраните среди своих сценариев.
link-play = Играть
link-keep = Сохранить
link-kept = Сохранён как { $file }: он первый в списке сценариев.
link-close = Закрыть
link-err-not-link = это не ссылка на сценарий: в ней нет части #scenario=
link-err-version = ссылка записана в формате { $found }, а эта версия читает только формат { $known }
link-err-too-long = в ссылке { $chars } { $chars ->
        [one] символ
        [few] символа
       *[many] символов
    }, а больше { $max } в ссылке быть не может: передайте сценарий файлом
link-err-character = ссылка повреждена: символа { $at } её данных ({ $found }) в ссылке быть не может
link-err-compression = ссылка повреждена: её данные не распаковываются (возможно, её скопировали не целиком)
link-err-too-big = ссылка распаковывается больше чем в { $max } байт, а столько не может занимать ни один сценарий
editor-copy-link = Ссылка
editor-copy-link-hint = Скопировать ссылку, в адресе которой записан весь этот сценарий (сначала он проверяется; никуда ничего не отправляется)
editor-link-copied = Ссылка на этот сценарий скопирована ({ $chars } { $chars ->
        [one] символ
        [few] символа
       *[many] символов
    }).

## Повтор партии и её запись.
replay-title = Повтор
replay-hint = Повтор партии: дальше действуют { $side }.
replay-start = В начало
replay-turn-back = К началу хода (или предыдущего хода)
replay-back = На приказ назад
replay-play = Пуск
replay-play-hint = Проигрывать партию с выбранной скоростью
replay-pause = Пауза
replay-pause-hint = Остановиться здесь
replay-forward = На приказ вперёд
replay-turn-forward = К следующему ходу
replay-end = В конец
replay-where = Приказ { $at } из { $n } · ход { $turn }
replay-speed = Скорость
replay-speed-value = { $n } { $n ->
        [one] приказ
        [few] приказа
        [other] приказа
       *[many] приказов
    } в секунду
replay-view = Показано:
replay-as = как видели { $side }
replay-open = обе стороны в открытую
replay-open-later = Обе стороны открываются только после конца партии
replay-seated = Как видели { $side }
replay-seated-hint = Партия ещё идёт: повтор показывает лишь то, что видела сторона за столом.
replay-fork = Продолжить отсюда
replay-fork-hint = Начать с этого момента новую партию с игроками, выбранными рядом; она сохранится как новая, а просмотренная останется как была
replay-fork-as-played = с теми же игроками
replay-fork-people = двое за этим экраном
replay-fork-computer = за { $side } играет компьютер
replay-forked = Новая партия продолжается отсюда и сохранена как { $file }.
replay-record = Запись партии
replay-record-hint = Законченная партия, расписанная по ходам на этом языке, текстовым файлом рядом с сохранениями
replay-close = Закрыть
replay-close-hint = Закончить просмотр и вернуться на титульный экран
replay-mismatch = После приказа { $at } партия не в том состоянии, что записано в сохранении: его сделала другая версия правил.
replay-failed = Партию нельзя посмотреть снова: { $reason }
replay-watch-again = Посмотреть снова
replay-watch-again-hint = Пройти партию с первого приказа: как видела любая из сторон или обе в открытую
recap-title = После вашего приказа
recap-again-short = Снова
recap-again = Снова с начала их хода
recap-back = Вернуться к партии
recap-back-hint = Закончить просмотр и продолжить партию с того места, где она стоит
replay-watch-save-hint = Пройти эту партию с первого приказа (идущую — как видела сторона за столом)
record-title = { $scenario }: запись партии
record-facts = Зерно { $seed }, { $orders } { $orders ->
        [one] приказ
        [few] приказа
       *[many] приказов
    }, { $turns } { $turns ->
        [one] ход
        [few] хода
       *[many] ходов
    }
record-turn = Ход { $turn }
record-only = (тогда это видели только { $side })
record-not-over = запись есть только у законченной партии (у идущей она выдала бы одной стороне скрытое от неё)
record-written = Запись партии сохранена: { $file }
record-failed = Записи не будет: { $reason }
cc-action-dig-in = Окопаться
cc-action-demolitions = Подрыв
cc-action-hidden-wire = Скрытая проволока
cc-event-craters = Воронки
cc-event-medic = Санитар
cc-event-walking-wounded = Раненые в строю
cc-event-reinforcements = Подкрепления
cc-event-interdiction = Перехват
cc-event-air-support = Поддержка с воздуха
cc-roll-event-hex = гекс события «{ $event }»
cc-play-dig-in = Окопаться: { $unit }
cc-play-demolish = Подрыв: { $unit } в { $hex }
cc-play-hidden-wire = Скрытая проволока в { $hex }
cc-prompt-medic = Санитар! Выберите рассеянное подразделение, которое придёт в себя: { $units }.
cc-prompt-air-support = Поддержка с воздуха! Выберите подразделение противника, чей гекс атакуют самолёты: { $units }.
cc-ev-fort-placed = { $hex }: теперь здесь { $fort }
cc-ev-fort-cleared = { $hex }: убрано укрепление — { $fort }
cc-ev-stopped = { $unit } натыкается на скрытую проволоку и останавливается
cc-ev-air-strike = Самолёты стороны { $side } атакуют { $hex }: ОМ { $fp }
cc-no-works = «{ $action }» нельзя применить в { $hex }: там уже есть укрепление (или, чтобы убрать, его нет), туда нельзя встать, там огонь или противник
cc-action-spray-fire = Веерный огонь
cc-ev-sprayed = Веерный огонь: атака бьёт и по { $hexes }
cc-action-no-quarter = Пощады не будет
cc-play-no-quarter = Пощады не будет: { $hex }
