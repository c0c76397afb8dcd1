# Hexmarshal: English interface strings (Fluent). Every string the client shows comes from here or ru.ftl.

app-title = Hexmarshal

## Title screen
title-tagline = Hex wargames with the rules enforced
title-new-game = New game
title-continue = Continue
title-continue-none = No game to continue yet
title-load = Load game
title-editor = Scenario editor
title-settings = Settings
title-quit = Quit
title-scenarios = Scenarios
title-start = Start the battle
title-ruleset = Rules: { $ruleset }
title-map-size = Map { $w } × { $h } hexes, { $units ->
    [one] { $units } piece
   *[other] { $units } pieces
}
title-sides = { $a } against { $b }
title-length-turns = { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
}
title-length-time = Time track to space { $end }
title-length-time-open = Time track
title-length-target = Until a side reaches its target
title-minutes = about { $minutes } minutes
title-first-game = first game: play { $side }
title-first = { $side } moves first
title-seed = Seed
title-auto-choices = Quick play: the engine retreats and escapes for you
title-auto-choices-tip = Which flags to ignore, where a retreat ends and where an escaping leader goes are then taken by fixed preferences instead of asking their owner.
title-back = Back
title-hotseat = Hot-seat: two players share this computer. The screen is covered whenever the other side must act.

## Load screen
load-title = Saved games
load-none = No saved games yet.
load-button = Load
load-failed = Could not load this save: { $reason }
load-autosave = Autosave
load-import = Import a save or scenario…
load-import-folder = To bring in a save or a scenario, drop the file on this window, or copy it into { $dir } (scenarios named *.scenario.ron).
import-done-save = Imported { $file }: it is in the list of saved games.
import-done-scenario = Imported { $file }: it is first in the list of scenarios.
import-failed = Not imported: { $reason }
# A file that could not be read, loaded or brought in (the importer, the load screen, a link's file).
file-no-such-save = { $file }: there is no such save
file-read-io = { $file }: cannot read the file: { $message }
file-read-folder = { $file }: this is a folder, not a file
file-read-device = { $file }: this is a device or a pipe, not a file
file-read-too-big = { $file }: the file is { $len } bytes, more than the { $max } any scenario or save may have
file-read-grew = { $file }: the file grew past { $max } bytes while it was read
file-read-utf16 = { $file }: the file is UTF-16 text, not UTF-8: save it again as UTF-8 (in Notepad: Save as, Encoding: UTF-8)
file-read-kind = { $file }: the file is { $kind }, not a scenario or save
file-kind-png = a PNG image
file-kind-jpeg = a JPEG image
file-kind-zip = a ZIP archive
file-kind-pdf = a PDF document
file-kind-gzip = a gzip archive
file-read-binary = { $file }: the file holds binary data, not text
file-read-not-utf8 = { $file }: line { $line }, column { $col }: byte { $byte } is not UTF-8; the file looks like Latin-1 or Windows-1252 text: save it again as UTF-8 (in Notepad: Save as, Encoding: UTF-8)
file-problem = { $file }: { $problem }
file-more-problems = … and { $n } more
file-write = { $file }: could not store it: { $message }
file-dialog-none = No file dialog could open on this desktop (it needs the desktop portal or zenity). Drop the file on this window, or copy it into { $dir }.
editor-open-file = Choose a file…
editor-save-as = Save as…
save-io = { $file }: { $message }
save-parse = { $file }, line { $line }, column { $col }: { $message }
save-format = { $file }: save format { $found } is not supported (this version reads format { $supported })
save-ruleset = { $file }: unknown ruleset “{ $ruleset }”
save-ruleset-version = { $file }: saved under version { $found } of the { $ruleset } rules; this version plays version { $expected }
save-scenario = { $file }: the scenario inside the save is invalid: { $problems }
save-rejected = { $file }: order { $index } ({ $order }) by side { $side } was refused on replay: { $reason }
save-hash = { $file }: the game does not replay as it was saved: after order { $index } ({ $order }) the state differs
save-snapshot = { $file }: the state saved with the game does not match the game replayed
save-field = { $file }: { $problem }
load-export = Export
load-exported = The save is the file { $file }
load-turn = turn { $turn }, { $orders ->
    [one] { $orders } order
   *[other] { $orders } orders
}

## Settings screen
settings-title = Settings
settings-language = Language
settings-language-system = Follow the system ({ $lang })
settings-ui-scale = Interface scale
settings-palette = Colour-blind-safe palette
settings-anim-speed = Animation speed
settings-skip-dice = Skip the dice animation
settings-done = Done
settings-saved = Settings are saved.

## Rulesets
ruleset-medieval = Commands & Colors: Medieval
ruleset-combat_commander = Combat Commander
ruleset-sharp_practice = Sharp Practice
ruleset-musket_pike = Musket & Pike
ruleset-ninth_age = The 9th Age

## Top bar
bar-turn = Turn { $turn }
bar-to-act = { $side } to act
bar-you-are = At the table: { $side }
bar-next-step = Next step
bar-end-turn = End turn
bar-undo = Undo
bar-undo-none = Nothing to undo since new information appeared
bar-recap = { $n ->
        [1] Last order again
       *[other] Their turn again ({ $n })
    }
bar-recap-hint = Watch again what happened since your last order, as your side saw it: moves along their way, attacks with their dice, losses marked
bar-save = Save
bar-help = Rules
bar-help-hint = The rules of this game as Hexmarshal plays them: the turn, every order and card, the tables (F1)
guide-title = First game
guide-next = Next
guide-done = Done
guide-skip = Skip the guide
guide-welcome = A turn goes step by step; the line under the title always says what to do now.
guide-decision = First answer the question in the panel: each button is one answer.
guide-hand = Play a card from your hand: it says which units you may order this turn.
guide-unit = Click a unit of yours: the one ringed in gold may act now.
guide-order = Its moves are marked on the map and its targets ringed in red: click one to give the order.
guide-help = The Rules button (F1) explains every order, card and table; a card's ? opens its own part.
guide-medieval-welcome = Medieval: play a command card, order the units it allows, move them, then battle.
guide-medieval-hand = Play a command card: a section card orders units in one part of the field, a troop card one kind of troops.
guide-combat_commander-welcome = Combat Commander: your hand of Fate cards is everything; play one as an order, or discard to draw better.
guide-combat_commander-hand = Play a card's order (Move, Fire…): then pick the units it activates.
guide-sharp_practice-welcome = Sharp Practice: cards are drawn from a shared deck; when yours turns, that Big Man's group acts with its dice.
guide-sharp_practice-unit = Click the group whose card turned: it has action dice to spend.
guide-musket_pike-welcome = Musket & Pike: the wings take turns; an active wing's units move, fire and charge by its standing order.
guide-musket_pike-unit = Click a unit of the active wing: its moves and targets follow its wing's order.
guide-ninth_age-welcome = The 9th Age: deploy your units in your zone, then each turn charge, move, shoot and fight, in that order.
guide-ninth_age-decision = Deploying: place each unit on a marked hex of your zone, outlined in your colour.
guide-next-step = Go on: the Next step button moves to the next step of the turn, End turn hands over.
help-title = Rules
help-contents = Contents
help-previous = The previous section
help-next = The next section
help-refusal-link = What the rules say about this order
help-card-link = What this card does, in the rules
help-col-unit = Unit
help-col-strength = Strength
help-col-attack-strength = Attack's Strength
help-col-move = Move
help-col-mounted = Mounted
help-col-terrain = Terrain
help-col-cost = Cost to enter
help-col-stops = Stops a move
help-col-sight = Sight
help-col-hexside = Hexside
help-col-extra-cost = Extra cost to cross
help-col-face = Face
help-col-effect = Effect
help-col-place = Where
help-col-cover = Cover
help-col-weapon = Weapon
help-col-order = Order
help-col-roll = Roll
help-col-margin = Margin
help-col-hits = Hits
help-col-morale = Morale check
help-col-retreat = Retreat (hexes)
help-col-broken = Broken
help-yes = yes
help-no = no
help-impassable = cannot
help-sight-clear = clear
help-sight-hinders = hinders ({ $n })
help-sight-blocks = blocks
help-med-hits-light = a hit on light units
help-med-hits-medium = a hit on medium units
help-med-hits-heavy = a hit on heavy units
help-med-helmet = a hit in close combat when a friendly leader is with or beside the attacker; it fells a lone leader
help-med-flag = a retreat, unless ignored
help-med-swords = a hit in close combat for units whose swords count (not light troops)
help-sp-col-foot-inches = Foot: −" a die
help-sp-col-horse-inches = Cavalry: −" a die
help-sp-col-foot-dice = Foot: dice
help-sp-col-horse-dice = Cavalry: dice
help-sp-musket = Musket
help-sp-rifle = Rifle
help-sp-carbine = Carbine
help-sp-light-gun = Light gun
help-sp-line = in line
help-sp-skirmish = skirmishing
help-sp-hit-miss = nothing
help-sp-hit-shock = a point of shock
help-sp-hit-kill = a man down
help-sp-cover-open = none
help-sp-cover-light = light
help-sp-cover-cover = cover
help-sp-cover-heavy = heavy
help-mp-front = Front
help-mp-flank = Flank or rear
help-mp-salvo = Salvo
help-mp-musketeers = Musketeers or pistols
bar-menu = Menu
bar-info = Info
bar-close = Close
bar-saved = Saved: { $file }
bar-save-failed = Could not save: { $reason }
bar-fit = Fit map
bar-los = Line of sight

## What to do next (the phase bar)
med-do-play = Play a command card from your hand (bottom).
med-do-order = Click your units to order them with { $card }: { $n } ordered. Then press “Next step”.
med-do-order-dice = Click units to order them with the dice rolled. Dice left: { $n }.
med-do-rally = Click units to restore blocks with the dice rolled. Dice left: { $n }.
med-do-move = Move: select an ordered unit, then click a highlighted hex. Press “Next step” when done.
med-do-fire = Fire: select an ordered missile unit, then click an enemy in range.
med-do-move2 = Move again: select an ordered unit, then a highlighted hex.
med-do-battle = Battle: select an ordered unit, then click an enemy (red rings). Press “End turn” when done.
med-do-decide = A decision is needed: see the prompt.
do-wait = { $side } is deciding.
do-over = The battle is over.

## Stages
med-stage-play = play a card
med-stage-order = order units
med-stage-move = move
med-stage-fire = fire
med-stage-move2 = move again
med-stage-battle = battle

## Victory track
vp-title = Banners
vp-side = { $side }: { $score } of { $target }
vp-side-no-target = { $side }: { $score }

## Hand
hand-title = Your hand
hand-count = { $n ->
    [one] 1 card
   *[other] { $n } cards
}
hand-scroll = drag or scroll to see them all
hand-fold = Hide
hand-unfold = Show
hand-play = Play
med-hand-scout = Scout
med-hand-one-unit = Order one unit
med-hand-inspired = Inspired: { $action }
hand-inspired-cost = costs 1 inspired token
med-hand-cannot = Cannot play: { $why }
med-hand-not-now = Cards are played at the start of your turn.
med-hand-why-reaction = This card is played only as a reaction, when the enemy attacks.
med-hand-why-counter = There is no card of your opponent's to copy.
med-hand-others = { $side } holds { $n ->
    [one] 1 card
   *[other] { $n } cards
}
med-hand-deck = Deck: { $deck } · discards: { $discard }
med-hand-tokens = Inspired tokens: { $n }
med-hand-command = Command: { $n }
med-hand-in-play = In play: { $card }
med-hand-in-play-as = In play: { $card } (as { $copy })
med-hand-in-play-scout = In play: { $card }, to scout
med-hand-in-play-one-unit = In play: { $card }, to order one unit
hand-keep-title = Scouting: keep one card
hand-keep = Keep
med-hand-last-played = Last played by { $side }: { $card }
hand-empty = No cards.

## Card kinds and sections
med-kind-section = Section card
med-kind-troop = Troop card
med-kind-leadership = Leadership card
med-kind-tactic = Tactic card
section-left = left
section-centre = centre
section-right = right
section-any = any section

## Card titles and texts
med-card-section-title = Order { $n ->
    [one] one unit
   *[other] { $n } units
} { $section ->
    [left] on the left
    [centre] in the centre
   *[right] on the right
}
med-card-section-text = Order up to { $n ->
    [one] { $n } unit
   *[other] { $n } units
} or leaders in the named section. A leader may leave his unit.
med-card-outflanked-title = Out-Flanked
med-card-outflanked-text = Order 2 units on the left flank and 2 on the right flank.
med-card-coordinated-title = Coordinated Attack
med-card-coordinated-text = Order 1 unit in each section.
med-card-troop-title = Order { $troop ->
    [light] light troops
    [medium] medium troops
    [heavy] heavy troops
   *[mounted] mounted troops
}
med-card-troop-text = Order as many units of this kind as your command, in any section.
med-card-leadership-title = Leadership: { $section ->
    [left] left
    [centre] centre
    [right] right
   *[any] any section
}
med-card-leadership-text = Order a leader, the unit he is with, and up to { $linked ->
    [one] { $linked } piece
   *[other] { $linked } pieces
} in a chain of adjacent hexes from him. Gain 1 inspired token; pay 1 to give the order an inspired action.
med-tactic-ambush-title = Ambush
med-tactic-ambush-text = Reaction: after an enemy unit advances after close combat, one of your units next to it attacks it with 2 extra dice. Or, on your turn, scout: order 1 unit or leader anywhere, draw 2 keep 1, gain 1 inspired token.
med-tactic-clash-title = Clash of Shields
med-tactic-clash-text = Order every unit next to an enemy. They close combat with 1 extra die; no moving or firing first. Or scout: order 1 unit or leader anywhere, draw 2 keep 1, gain 1 inspired token.
med-tactic-counter-title = Counter Attack
med-tactic-counter-text = Play as a copy of the card your opponent played last turn, with left and right swapped. Cannot copy Ambush or First Strike.
med-tactic-havoc-title = Cry Havoc
med-tactic-havoc-text = Roll one die per card in your command. Each unit symbol orders a unit of that class, a helmet any unit or leader, a flag a unit that may move but not battle. Ordered units battle with 1 extra die. Then the deck and discards are shuffled together; both sides gain 1 inspired token.
med-tactic-darken-title = Darken the Sky
med-tactic-darken-text = Order up to 4 missile units not next to an enemy. Each fires twice; no moving.
med-tactic-double-title = Double Time
med-tactic-double-text = Order foot units up to your command in one linked group. Each may move 2 hexes and still close combat; no firing.
med-tactic-fireclose-title = Fire and Close
med-tactic-fireclose-text = Order up to 4 missile units not next to an enemy. All fire first with 1 extra die; then each may move up to 2 hexes closer to its target and close combat only that target.
med-tactic-firststrike-title = First Strike
med-tactic-firststrike-text = Reaction: when an enemy declares close combat, your unit strikes first. It does not battle back.
med-tactic-onslaught-title = Foot Onslaught
med-tactic-onslaught-text = Order up to 3 foot units. Each may move 2 hexes and still close combat (warriors 3, if they end next to an enemy); no firing.
med-tactic-leaders-title = Leaders
med-tactic-leaders-text = Order every leader and the unit each is with; those units battle with 1 extra die. A leader alone moves up to 3 hexes. Gain 1 inspired token.
med-tactic-line-title = Line Command
med-tactic-line-text = Order a linked group of units and leaders across any sections. Each moves at most 1 hex, then may battle.
med-tactic-mfm-title = Move-Fire-Move
med-tactic-mfm-text = Order up to 4 light foot or light mounted units: all move, then all fire, then all may move again. No close combat.
med-tactic-charge-title = Mounted Charge
med-tactic-charge-text = Order up to 3 mounted units: 1 extra die in their first close combat (cataphracts 2, light bow cavalry none). Heavy cavalry and cataphracts may move 3 and battle; no firing.
med-tactic-rally-title = Rally
med-tactic-rally-text = Roll one die per card in your command: each unit symbol restores a block to a unit of that class, each helmet to any unit, or brings a new leader to a unit just restored. Restored units are ordered.

## Unit types
# Commands & Colors: Medieval: its own pieces, under its own prefix (two rulesets may use the same id for different pieces)
med-unit-light_foot = Light foot
med-unit-light_bow_foot = Light bow foot
med-unit-auxilia = Auxilia
med-unit-warriors = Warriors
med-unit-medium_foot = Medium foot
med-unit-heavy_foot = Heavy foot
med-unit-light_cavalry = Light cavalry
med-unit-light_bow_cavalry = Light bow cavalry
med-unit-medium_cavalry = Medium cavalry
med-unit-heavy_cavalry = Heavy cavalry
med-unit-cataphracts = Cataphracts
med-unit-leader = Leader

# Combat Commander: its own pieces, under its own prefix (two rulesets may use the same id for different pieces)
cc-unit-squad = Squad
cc-unit-team = Team
cc-unit-leader = Leader
cc-unit-weapon = Weapon
cc-unit-us_engineer_squad = US engineer squad
cc-unit-us_para_squad = US paratroop squad
cc-unit-us_elite_squad = US elite squad
cc-unit-us_line_squad = US line squad
cc-unit-us_green_squad = US green squad
cc-unit-us_weapon_team = US weapon team
cc-unit-us_elite_team = US elite team
cc-unit-us_line_team = US line team
cc-unit-us_green_team = US green team
cc-unit-ger_pionier_squad = German pioneer squad
cc-unit-ger_ss_squad = German SS squad
cc-unit-ger_elite_rifle_squad = German elite rifle squad
cc-unit-ger_para_squad = German paratroop squad
cc-unit-ger_rifle_squad = German rifle squad
cc-unit-ger_volks_squad = German Volksgrenadier squad
cc-unit-ger_conscript_squad = German conscript squad
cc-unit-ger_weapon_team = German weapon team
cc-unit-ger_elite_team = German elite team
cc-unit-ger_line_team = German line team
cc-unit-ger_green_team = German green team
cc-unit-private = Private
cc-unit-corporal_x = Corporal (X)
cc-unit-corporal_y = Corporal (Y)
cc-unit-sergeant_x = Sergeant (X)
cc-unit-sergeant_y = Sergeant (Y)
cc-unit-lieutenant_x = Lieutenant (X)
cc-unit-lieutenant_y = Lieutenant (Y)
cc-unit-captain = Captain
cc-unit-hero = Hero
cc-unit-us_mmg = US medium machine gun
cc-unit-us_hmg = US heavy machine gun
cc-unit-us_50cal = US .50 cal machine gun
cc-unit-us_light_mortar = US light mortar
cc-unit-ger_lmg = German light machine gun
cc-unit-ger_hmg = German heavy machine gun
cc-unit-ger_light_mortar = German light mortar

# Sharp Practice: its own pieces, under its own prefix (two rulesets may use the same id for different pieces)
sp-unit-line_infantry = Line infantry
sp-unit-light_infantry = Light infantry
sp-unit-skirmishers = Skirmishers
sp-unit-cavalry = Cavalry
sp-unit-artillery = Artillery
sp-unit-big_man_1 = Big Man (status I)
sp-unit-big_man_2 = Big Man (status II)
sp-unit-big_man_3 = Big Man (status III)
sp-unit-big_man_4 = Big Man (status IV)
sp-unit-blind = Blind

# Musket & Pike: its own pieces, under its own prefix (two rulesets may use the same id for different pieces)
mp-unit-heavy_infantry = Heavy infantry
mp-unit-heavy_infantry_single = Heavy infantry (single)
mp-unit-light_infantry = Light infantry
mp-unit-dragoons = Dragoons
mp-unit-cavalry = Cavalry
mp-unit-light_gun = Light gun (3 pdr)
mp-unit-artillery = Artillery
mp-unit-heavy_gun = Heavy gun (12–24 pdr)
mp-unit-wing_commander = Wing commander
mp-unit-army_commander = Army commander
mp-unit-light_gun_double = Light guns, double (3 pdr)
mp-unit-artillery_double = Artillery, double
mp-unit-heavy_gun_double = Heavy guns, double (12–24 pdr)
mp-unit-wagons = Baggage wagons
mp-unit-king_charles = King Charles I (army commander)

# The 9th Age: its own pieces, under its own prefix (two rulesets may use the same id for different pieces)
na-unit-general = General
na-unit-spearmen = Spearmen
na-unit-imperial_guard = Imperial Guard
na-unit-handgunners = Handgunners
na-unit-electoral_cavalry = Electoral Cavalry
na-unit-reiters = Reiters
na-unit-warboss = Warboss
na-unit-orc_warriors = Orc Warriors
na-unit-goblin_archers = Goblin Archers
na-unit-boar_riders = Boar Riders
na-unit-trolls = Trolls

# A view's stand-in for a piece it may not name: an enemy unit hidden from view, an enemy blind.
piece-alias-hidden = Hidden enemy { $n }
piece-alias-blind = Enemy blind { $n }
piece-alias-reinforcement = Reinforcement { $n }
piece-alias-hero = Hero
# A piece split off a named one during play (a squad deployed into two teams), numbered.
piece-part = { $piece } ({ $n })
piece-successor = { $piece }'s successor
unit-unknown = Unknown unit
unit-blocks = { $n ->
    [one] 1 block
   *[other] { $n } blocks
} of { $max }
unit-with-leader = with leader { $leader }
unit-ordered = ordered
unit-help-hint = F1: the rules about it
unit-moved = has moved

## Terrain
terrain-open = Open ground
terrain-road = Road
terrain-field = Fields
terrain-brush = Brush
terrain-orchard = Orchard
terrain-forest = Forest
terrain-broken = Broken ground
terrain-marsh = Marsh
terrain-stream = Stream
terrain-gully = Gully
terrain-rubble = Rubble
terrain-building = Building
terrain-town = Town
terrain-water = Water
terrain-hill = hill, height { $h }
marker-smoke = smoke { $n }
marker-blaze = ablaze
marker-barrage = barrage
marker-foxholes = foxholes (cover 3)
marker-trench = trench (cover 4)
marker-pillbox = pillbox (cover 5, holds a tied melee)
marker-bunker = bunker (cover 6, holds a tied melee)
marker-wire = barbed wire (entering it ends a move)
hexside-river = river
hexside-stream = stream
hexside-wall = wall
hexside-hedge = hedge
hexside-cliff = cliff
hexside-slope = steep slope
hexside-bocage = bocage
hexside-bridge = bridge
hexside-berm = berm
hexside-abatis = abatis
hexside-entrenchment = entrenchment
hexside-other = { $what }

## Dice
dice-title = Dice
dice-skip = Skip
dice-none = No dice rolled yet.
med-dice-roll-by = { $side }: { $purpose }
med-face-light = Light
med-face-medium = Medium
med-face-heavy = Heavy
med-face-helmet = Helmet
med-face-flag = Flag
med-face-swords = Swords
med-roll-close = close combat
med-roll-battle-back = battle back
med-roll-ranged = ranged combat
med-roll-first-strike = First Strike
med-roll-lone-leader = close combat against a lone leader
med-roll-evader = close combat against an evading unit
med-roll-parthian = Parthian shot
med-roll-leader-check = leader check for { $leader }
med-roll-leader-fell = escape roll for { $leader }
med-roll-havoc = Cry Havoc orders
med-roll-rally = Rally

## Log
log-title = Log
log-horizon = ── undo stops here ──
log-empty = Nothing has happened yet.
med-ev-card-played = { $side } plays { $card }
med-ev-card-played-as = { $side } plays { $card } as { $copy }
med-ev-card-scout = { $side } plays { $card } to scout
med-ev-card-one-unit = { $side } plays { $card } to order one unit of choice
med-ev-card-inspired = { $side } plays { $card } with the inspired action { $action }
med-ev-card-fallback = no unit qualifies, so it orders one unit of choice
med-ev-stage = Next: { $stage }
med-ev-ordered = { $unit } is ordered
med-ev-dice = { $side } rolls for { $purpose }: { $faces }
med-ev-fired = { $unit } fires at { $target } { $dice ->
    [one] with { $dice } die
   *[other] with { $dice } dice
}
med-ev-melee = { $unit } attacks { $target } in close combat { $dice ->
    [one] with { $dice } die
   *[other] with { $dice } dice
}
med-ev-react-none = { $unit }: no reaction
med-ev-react-evade = { $unit } evades
med-ev-react-first = { $unit } strikes first
med-ev-react-first-dice = { $unit } strikes first { $dice ->
    [one] with { $dice } die
   *[other] with { $dice } dice
}
med-ev-react-no-ambush = no ambush
med-ev-react-ambush = { $unit } springs an ambush
med-ev-react-declines = { $unit } does not battle after the first strike
med-ev-hits = { $unit } takes { $hits ->
    [one] 1 hit
   *[other] { $hits } hits
}, { $left } left
med-ev-eliminated = { $unit } is eliminated: a banner to { $side }
med-ev-leader-killed = Leader { $leader } falls: a banner to { $side }
med-ev-leader-survives = Leader { $leader } survives
med-ev-leader-escaped = Leader { $leader } escapes to { $hex }
med-ev-leader-escaped-joins = Leader { $leader } escapes to { $hex } and joins { $unit }
med-ev-flags-ignored = { $unit } ignores { $n ->
    [one] 1 flag
   *[other] { $n } flags
}
med-ev-retreated = { $unit } retreats { $n ->
    [one] 1 hex
   *[other] { $n } hexes
}
med-ev-retreat-blocked = and loses { $n ->
    [one] 1 block
   *[other] { $n } blocks
} for steps it could not take
med-ev-evaded = { $unit } evades { $n ->
    [one] 1 hex
   *[other] { $n } hexes
}
med-ev-battle-back = { $unit } battles back against { $target }
med-ev-advanced = { $unit } advances to { $hex }
ev-moved = { $unit } moves from { $from } to { $to }
med-ev-detached = Leader { $leader } leaves { $unit }
med-ev-attached = Leader { $leader } joins { $unit }
med-ev-rallied = { $unit } rallies to { $n ->
    [one] 1 block
   *[other] { $n } blocks
}
med-ev-leader-rallied = A new leader, { $leader }, comes forward with { $unit }
med-ev-drew-card = You draw { $card }
med-ev-drew = { $side } draws { $n ->
    [one] 1 card
   *[other] { $n } cards
}
med-ev-reshuffled = The deck is reshuffled ({ $n ->
    [one] { $n } card
   *[other] { $n } cards
})
med-ev-tokens = { $side } now has { $n ->
    [one] 1 inspired token
   *[other] { $n } inspired tokens
}
ev-objective = { $side } takes objective { $objective } at { $hex }
ev-objective-revealed = { $side } reveals a secret objective: { $objective } at { $hex }
ev-score = { $side } now has { $score }
ev-turn-ended = { $side } ends the turn. Turn { $turn }: { $next } to play
ev-game-over-win = The battle is over: { $side } wins
ev-game-over-draw = The battle is over: a draw
ev-refused = Refused: { $order }: { $reason }
ev-rolled = { $side } rolls { $dice } for { $purpose }
end-target = the banner target is reached
end-turns = the turn limit is reached
end-eliminated = an army is destroyed
end-sudden-death = the sudden-death roll ended the battle
end-time-up = time has run out
end-surrender = a side has surrendered

## Decisions (the same prompt for both sides)
prompt-title = Decision
prompt-hide = Hide
prompt-show = Show
med-prompt-melee = { $attacker } declares close combat against { $target }. React, or let it come.
med-prompt-advance = { $unit } may advance into { $hex }.
med-prompt-ambush = { $unit } advanced. Ambush it, or let it be.
med-prompt-keep = Scouting: keep one of the two cards drawn.
med-prompt-let-come = Let it come
med-prompt-evade = Evade
med-prompt-first-strike = First Strike
med-prompt-no-ambush = No ambush
med-prompt-ambush-with = Ambush with { $unit }
med-prompt-advance-to = Advance to { $hex }
med-prompt-stay = Stay
prompt-pick-on-map = Or click a highlighted hex on the map.
med-prompt-flags = { $unit } is hit by { $flags } { $flags ->
    [one] flag
   *[other] flags
} and may ignore up to { $may }. How many does it ignore?
med-prompt-ignore = Ignore { $n } { $n ->
    [one] flag
   *[other] flags
}
med-prompt-retreat = { $unit } retreats { $steps } { $steps ->
    [one] hex
   *[other] hexes
}. Choose where it ends.
med-prompt-retreat-to = Retreat to { $hex }
med-prompt-escape = { $leader } must leave his hex. Choose where he goes.
med-prompt-escape-to = Escape to { $hex }
med-prompt-press = { $unit } survived the first strike. Battle { $target } as ordered, or decline?
med-prompt-press-on = Battle
med-prompt-press-decline = Decline

## Hot-seat curtain
curtain-title = { $side }, take the seat
curtain-body = The other side must not look. Nothing of { $side } is shown until you continue.
curtain-reason-turn = It is { $side }'s turn.
curtain-reason-decision = { $side } must make a decision.
curtain-lift = I am { $side }: continue
curtain-start = The battle begins.

## Line of sight and attack odds
los-title = Line of sight
los-clear = Clear line of sight
los-hindered = Hindered by { $what } at { $hex }
los-blocked = Blocked by { $what } at { $hex }
los-range = { $n ->
    [one] 1 hex away
   *[other] { $n } hexes away
}
los-out-of-range = Out of range (range { $range })
los-blocker-unit = a unit
los-blocker-height = higher ground
los-blocker-terrain = { $terrain }
los-blocker-hexside = { $hexside }
los-hold = Select a unit, then hover a hex to see the line.
odds-title = { $attack }: { $dice ->
    [one] 1 die
   *[other] { $dice } dice
}
odds-ranged = Ranged attack
odds-melee = Close combat
odds-hits = { $k ->
    [one] 1 hit
   *[other] { $k } hits
}: { $p }%
odds-expected = Expected hits: { $e }
odds-flag = At least one flag: { $p }%
odds-cannot = Cannot attack: { $why }

## Game over
over-title = The battle is over
over-win = { $side } wins!
over-draw = A draw.
over-reason = Because { $reason }.
over-title-screen = Back to the title screen

## Misc
hex = ({ $col }, { $row })
side-unknown = Side { $n }
yes = Yes
no = No
close = Close
error-title = Something went wrong

## Scenario editor
title-editor-hint = Build a map and a battle, check it, save it and playtest it
bar-back-to-editor = Back to the editor
editor-untitled = Untitled scenario
editor-new = New map…
editor-open = Open…
editor-save = Save
editor-save-hint = Save into your scenarios (Ctrl+S); saved scenarios appear on the title screen
editor-save-name-hint = File name of the scenario
editor-download = Download
editor-show-file = Show file
editor-undo = Undo
editor-redo = Redo
editor-playtest = ▶ Playtest
editor-playtest-hint = Start a hot-seat game of this scenario; leaving the game brings you back here
editor-to-title = Title screen
editor-help = Left button: use the tool · right button: remove · middle drag or arrows: pan · wheel: zoom · 1–9: tools · [ ]: brush · Ctrl+Z / Ctrl+Y: undo / redo
editor-tools = Tools
editor-details = Details
editor-tool-select = Select
editor-tool-select-hint = Click a hex to inspect and edit what is on it; drag a unit to move it
editor-tool-terrain = Terrain
editor-tool-terrain-hint = Paint terrain; drag to paint a stroke
editor-tool-fill = Fill
editor-tool-fill-hint = Repaint the whole connected area of one terrain
editor-tool-elevation = Height
editor-tool-elevation-hint = Set hex elevation; right button sets it back to 0
editor-tool-hexside = Hexside
editor-tool-hexside-hint = Click near an edge to put a feature on it; right button clears the edge
editor-tool-unit = Unit
editor-tool-unit-hint = Place a unit of the chosen side and type; right button removes the top piece
editor-tool-objective = Objective
editor-tool-objective-hint = Place an objective worth VP; right button removes it
editor-tool-zone = Zone
editor-tool-zone-hint = Paint a side's deployment zone; right button takes hexes out
editor-tool-erase = Erase
editor-tool-erase-hint = Remove the top piece of a hex, then its objective, then the nearest hexside
editor-brush = Brush
editor-elevation = Elevation
editor-one-sided = one-sided
editor-one-sided-hint = Protects the hex you click from and faces out across the edge (the arrow shows which way)
editor-reciprocal = Reciprocal
editor-reciprocal-default = ruleset default
editor-reciprocal-yes = yes
editor-reciprocal-no = no
editor-full-strength = Full strength
editor-strength = Strength
editor-facing = Facing
editor-facing-auto = toward the enemy
editor-leader-hint = A leader placed with a friendly unit is attached to it.
editor-vp = VP
editor-secret = Secret (only its owner knows)
editor-owner = Owner
editor-zone-add = Add
editor-zone-remove = Remove
editor-no-problems = ✔ No problems: the scenario is ready to play
editor-problems = { $errors } errors, { $warnings } warnings
editor-jump-hint = Click to show this hex
editor-inspector = Hex
editor-inspector-none = Pick a hex with the Select tool.
editor-objective = Objective { $id }
editor-held-by = Held at the start by
editor-nobody = nobody
editor-remove = Remove
editor-id = Id
editor-leader = Leader
editor-scenario = Scenario
editor-name = Name
editor-description = Description
editor-author = Author
editor-history = Historical note
editor-ruleset = Ruleset
editor-seed = Seed
editor-minutes = Playing time (minutes)
editor-first-game-side = Side for a first game
editor-turn-limit = Turn limit
editor-victory-target = Win on reaching the target
editor-victory-points = Most points at the turn limit
editor-victory-eliminate = Win by eliminating the enemy
editor-sections-custom = Custom section lines
editor-sections-left = left line
editor-sections-right = right line
editor-sides = Sides
editor-side = Side
editor-colour = Colour
editor-hand-size = Hand size
editor-target = Target
editor-home-edge = Home edge
editor-map = Map
editor-orientation = Hexes
editor-pointy = pointy top
editor-flat = flat top
editor-size = Size
editor-default-terrain = Default terrain
editor-resize = Resize
editor-orientation-warning = Changing orientation clears hexsides and facings.
editor-new-title = New map
editor-create = Create
editor-unsaved-warning = The scenario has unsaved changes (Undo can still bring them back).
editor-open-title = Open a scenario
editor-open-bundled = Bundled scenarios
editor-open-mine = Your scenarios
editor-open-none = none yet
editor-open-path = Or a file path:
editor-save-to = Save to this path
editor-leave-title = Leave the editor?
editor-leave = Leave
editor-stay = Stay
editor-saved = Saved { $file }
editor-save-failed = Could not save: { $reason }
editor-exported = Exported: { $file }
editor-opened = Opened { $file }
editor-open-failed = Could not open: { $reason }
editor-cannot-playtest = Cannot playtest: { $n } problems, first: { $first }
editor-save-path-hint = This file was opened by its path: Save writes back to it

## Duel, the test ruleset
duel-my-guard = Your guard: { $n }
duel-enemy-guard = The enemy's guard was { $n }
duel-strike = Strike
duel-prompt = Strike at the enemy's guard, or end the turn.
duel-rolled = { $side } strikes and rolls { $n }
duel-felled = { $side } falls: the guard of { $n } is beaten
duel-parried = { $side } parries; the guard weakens
duel-guard = { $side }'s guard is now { $n }

## Orders in words (a refused order in the log)
med-order-play = play { $card }
med-order-play-scout = play { $card } to scout
med-order-play-one-unit = play { $card } to order one unit
med-order-play-inspired = play { $card } with the inspired action { $action }
med-order-order = order { $unit }
med-order-with-die = order { $unit } with the { $face } die
med-order-rally-leader = bring a new leader to { $unit }
med-order-end-phase = next step
order-move = move { $unit } to { $hex }
med-order-fire = { $unit } fires at { $target }
med-order-attack = { $unit } attacks { $target }
med-order-pass = no reaction
med-order-keep = keep { $card }
order-end-turn = end the turn
duel-pass = Pass

## Why an order is refused: the reasons every ruleset shares
refusal-game-over = the game is over
refusal-no-side = there is no side { $n }
refusal-not-your-turn = it is not your turn
refusal-unknown-unit = there is no unit { $unit }
refusal-not-your-unit = { $unit } belongs to the other side
refusal-already-moved = { $unit } has already moved this turn
refusal-out-of-reach = { $unit } at { $from } cannot reach { $to } with { $n } movement this turn
refusal-cannot-enter = { $unit } cannot enter { $hex }: { $why }
refusal-cannot-move = { $unit } cannot move
refusal-unsupported = this order does not belong to this game's rules
refusal-no-odds = these rules show no odds
entry-off-map = the hex is off the map
entry-impassable = { $terrain } is impassable
entry-blaze = the hex is ablaze
entry-marker = no way in: { $marker }
entry-hexside = the { $hexside } on that hexside cannot be crossed
entry-enemy = an enemy piece holds the hex
entry-full = the hex already holds a piece (one unit per hex)
entry-overstacked = { $n ->
    [one] { $n } figure would
   *[other] { $n } figures would
} exceed the stacking limit of { $limit }
los-blocker-blaze = a blaze
duel-no-striker = your duellist has fallen
duel-no-target = the enemy has already fallen

## Why the Medieval rules refuse an order
med-no-play-first = play a command card first
med-no-card-played = a card has already been played this turn
med-no-such-card = there is no card { $n }: the deck numbers its cards 0 to 64
med-no-not-in-hand = { $card } is not in your hand
med-no-scout = { $card } cannot be played to scout
med-no-one-unit = { $card } cannot be played to order one unit of your choice
med-no-too-many-flags = { $unit } may ignore { $may } { $may ->
    [one] flag
   *[other] flags
} at most
med-no-retreat-there = { $unit } cannot end its retreat at { $hex }
med-no-escape-there = { $leader } cannot escape to { $hex }
med-no-counter-copy = Counter Attack cannot copy { $card }
med-no-ambush-reaction = Ambush is played on the opponent's turn, or to scout
med-no-inspired-leadership = an inspired action needs a Leadership card
med-no-inspired-action = { $card } is not an inspired action
med-no-inspired-token = no inspired token to spend
med-no-not-scouted = { $card } is not one of the two scouted cards
med-no-pending = a decision comes first: { $prompt }
med-no-no-decision = there is no decision to answer
med-no-battles-last = battles are the last step: end the turn
med-no-must-close = { $unit } made its long move and must close combat
med-no-order-after-card = units are ordered right after the card is played
med-no-card-in-play = no card is in play
med-no-not-your-piece = { $unit } is not one of your pieces
med-no-already-ordered = { $unit } is already ordered
med-no-card-ordered = this card has already ordered its units
med-no-one-piece = this card orders one piece
med-no-section-orders = { $unit } is not in a section this card still has orders for
med-no-not-troops = { $unit } is not { $troop ->
    [light] light
    [medium] medium
    [heavy] heavy
   *[mounted] mounted
} troops
med-no-at-most = this card orders at most { $n ->
    [one] { $n } unit
   *[other] { $n } units
}
med-no-leader-first = a Leadership card orders a leader first
med-no-leader-section = { $unit } is not in the { $section ->
    [left] left
    [right] right
   *[centre] centre
} section
med-no-leader-and-more = this card orders the leader and { $n } more pieces
med-no-not-next-to-ordered = { $unit } is not next to a piece already ordered
med-no-not-linked = { $unit } is not next to a piece already ordered (the group must be linked)
med-no-not-wanted = { $unit } is not { $wanted ->
    [foot] a foot unit
    [mounted] a mounted unit
    [light] a light unit
   *[missile] a missile unit clear of enemies
}
med-no-die-orders = no die left orders { $unit }
med-no-lost-block = { $unit } has no lost block to restore
med-no-die-restores = no die left restores { $unit }
med-no-such-piece = there is no piece { $unit }
med-no-rally-helmet = a new leader comes forward only with a Rally card's helmet
med-no-rally-ordering = Rally dice are used while ordering
med-no-helmet-left = no helmet is left among the Rally dice
med-no-not-your-unit = { $unit } is not one of your units
med-no-not-rallied = { $unit } has not regained a block this turn
med-no-has-leader = { $unit } already has a leader
med-no-spare-leader = no spare leader: the side has lost none
med-no-not-ordered = { $unit } is not ordered
med-no-leader-left = { $unit } was ordered through its leader { $leader }, who has left it
med-no-second-move = this card gives no second move
med-no-already-moved = { $unit } has already moved
med-no-not-time-to-move = this is not the time to move (now: { $stage })
med-no-may-not-move = { $unit } may not move under this card
med-no-close-target = { $unit } has no target to close on
med-no-target-gone = { $target } retreated or fell: { $unit } may not close
med-no-other-side = { $unit } belongs to the other side
med-no-enter = { $unit } cannot enter { $hex }: { $why }
med-no-hex-has-unit = the hex already holds a unit
med-no-long-move = { $unit } may make its long move only to close combat: { $hex } is not next to an enemy unit or lone leader
med-no-leader-alone = { $unit }: a leader cannot battle alone
med-no-no-battle = { $unit } may not battle this turn (it was ordered to move only, or entered terrain that stops it)
med-no-moved-too-far = { $unit } moved { $n ->
    [one] { $n } hex
   *[other] { $n } hexes
}: too far to battle this turn
med-no-fire-now = { $unit } may not fire now ({ $stage })
med-no-fire-order = { $unit } may not fire under this order
med-no-already-battled = { $unit } has already battled this turn
med-no-friend = { $unit } is a friend
med-no-fire-at-unit = { $unit } is with a unit: fire at the unit
med-no-next-to-enemy = { $unit } is next to an enemy and may not fire
med-no-out-of-range = { $target } at { $hex } is { $dist ->
    [one] { $dist } hex
   *[other] { $dist } hexes
} away; { $unit } reaches { $range }
med-no-sight = no line of sight from { $from } to { $to }
med-no-close-now = { $unit } may not close combat now
med-no-close-order = { $unit } may not close combat under this order
med-no-not-adjacent = { $target } is not next to { $unit }
med-no-attack-unit = { $unit } is with a unit: attack the unit
med-no-only-against = { $unit } may close combat only against { $target }
med-no-attacker-gone = the attacker is gone
med-no-defender-gone = the defender is gone
med-no-reaction-defender = this reaction belongs to the defender
med-no-evade = { $unit } may not evade { $target }
med-no-first-strike-card = you hold no First Strike card
med-no-ambush-answers = Ambush answers an advance, not a declared close combat
med-no-advance-only = { $unit } may advance only into { $hex }
med-no-advance-beyond = { $unit } may advance only into { $hex } or one hex beyond it
med-no-unit-gone = the unit is gone
med-no-advancer-gone = the advancing unit is gone
med-no-ambush-card = you hold no Ambush card
med-no-not-next-to = { $unit } is not next to { $target }
med-no-answer-ambush = answer the ambush prompt with Ambush or Pass
med-no-one-new-leader = Rally brings one new leader forward at most

## Combat Commander
cc-order-fire = Fire
cc-order-move = Move
cc-order-rout = Rout
cc-order-recover = Recover
cc-order-advance = Advance
cc-order-artillery-request = Artillery Request
cc-order-artillery-denied = Artillery Denied
cc-order-confusion = Command Confusion
cc-action-crossfire = Crossfire
cc-action-assault-fire = Assault Fire
cc-action-hand-grenades = Hand Grenades
cc-action-sustained-fire = Sustained Fire
cc-action-smoke-grenades = Smoke Grenades
cc-action-ambush = Ambush
cc-action-concealment = Concealment
cc-action-light-wounds = Light Wounds
cc-action-marksmanship = Marksmanship
cc-action-none = no action
cc-trigger-time = Time!
cc-trigger-jammed = Jammed!
cc-trigger-sniper = Sniper!
cc-trigger-event = Event!
cc-event-deploy = Deploy
cc-event-blaze = Blaze
cc-event-breeze = Breeze
cc-event-battle-harden = Battle Harden
cc-event-hero = Hero
cc-event-white-phosphorus = White Phosphorus
cc-event-quiet = no event
cc-posture-attack = Attack
cc-posture-recon = Recon
cc-posture-defend = Defend
cc-roll-attack = attack
cc-roll-defence = defence of { $unit }
cc-roll-melee = melee at { $hex }
cc-roll-recover = recovery of { $unit }
cc-roll-repair = repair of { $unit }
cc-roll-rout = rout of { $unit }
cc-roll-sudden-death = sudden death
cc-roll-sniper = the sniper's hex
cc-card-number = card { $n }
cc-card-text = Action: { $action } · dice { $white }+{ $coloured } · event: { $event }
cc-discard = Discard
cc-why-not-order = Never an order: discard it
cc-why-not-radio = No radio in your Artillery box: discard it
cc-why-not-in-play = Finish the order in play first
cc-why-not-limit = The orders limit ({ $n }) is reached
cc-why-not-passed = You discarded this turn: no orders
cc-why-not-now = Not now
cc-balance-even = VP balance: even
cc-balance = VP balance: { $side } +{ $n }
cc-time = Time { $n } · sudden death at { $sd } · the game ends at { $end }
cc-initiative = Initiative card: { $side }
cc-side-line = { $side } ({ $posture }): hand { $hand }/{ $size } · deck { $pile } · discards { $discard }
cc-surrender = { $side } has lost { $lost } of { $n } before surrendering
cc-radio = { $side }: a radio calling guns of FP { $fp }
cc-orders-left = { $side }: { $given } of { $limit ->
    [one] { $limit } order given
   *[other] { $limit } orders given
} this turn
cc-in-play = In play: { $order } (card { $n })
cc-group = Fire group: { $units }
cc-pass = Pass
cc-reroll = Cancel the roll (Initiative card)
cc-reveal = Reveal { $objective }
cc-deploy = Deploy { $unit } into two teams
cc-eliminate = Eliminate { $unit }
cc-ask-on = Ask me about the Initiative card
cc-ask-off = Never ask me about the Initiative card
cc-prompt-initiative = { $side } turned card { $n } (total { $total }) for the { $purpose }. Cancel it with the Initiative card?
cc-prompt-opp-fire = { $units } moved { $path }. Opportunity fire: choose your fire group, then click a hex of the path, or pass.
cc-prompt-overstack = { $n ->
    [one] { $n } figure at
   *[other] { $n } figures at
} { $hex }: deploy a squad, or eliminate units until 7 or fewer remain.
cc-do-orders = Play a card as an order ({ $given } of { $limit } given), discard instead of ordering, or end the turn.
cc-do-order = { $order }: activate a unit or a leader, then act; end the order when done.
cc-do-spotter = Artillery Request: activate a spotter in good order.
cc-do-barrage = Artillery Request: click a hex your spotter sees for the barrage, or end the order.
cc-ev-order = { $side } plays card { $n } as { $order }
cc-ev-discard = { $side } discards card { $n }
cc-ev-drew = { $side } draws { $n ->
    [one] one card
   *[other] { $n } cards
}
cc-ev-drew-cards = You drew cards { $cards }
cc-ev-activated = Activated: { $units }
cc-ev-rolled = { $side } turns card { $n }: { $white }+{ $coloured } = { $total } ({ $purpose })
cc-ev-cancelled = { $side } cancels card { $n } with the Initiative card
cc-ev-initiative-to = The Initiative card passes to { $side }
cc-ev-fire = { $units } fire at { $hex }: FP { $fp }{ $hindrance ->
    [0] {""}
   *[other] {" "}(hindrance { $hindrance })
}
cc-ev-attack-total = Attack total { $n }
cc-ev-defence-total = { $unit }: defence total { $n }
cc-ev-no-effect = { $unit }: no effect
cc-ev-suppressed = { $unit } is suppressed
cc-ev-broken = { $unit } breaks
cc-ev-eliminated = { $unit } is eliminated ({ $n } VP to { $side })
cc-ev-recovered = { $unit } recovers
cc-ev-unsuppressed = { $unit } is no longer suppressed
cc-ev-weapon-broken = { $unit } breaks down
cc-ev-weapon-repaired = { $unit } is repaired
cc-ev-routed = { $unit } routs { $n ->
    [one] { $n } hex
   *[other] { $n } hexes
}
cc-ev-melee-total = Melee at { $hex }: { $side } totals { $n }
cc-ev-time = Time advances to { $n }
cc-ev-time-vp = { $side } gains 1 VP for holding on
cc-ev-reshuffled = { $side } shuffles the discards back into the deck
cc-ev-sudden-death-ends = Sudden death: { $n } is less than { $space }. The game ends.
cc-ev-sudden-death-on = Sudden death: { $n } is not less than { $space }. Play on.
cc-ev-sniped = Sniper at { $hex }: { $unit } is hit
cc-ev-sniper-missed = Sniper at { $hex }: no target
cc-ev-deployed = { $unit } deploys into { $a } and { $b }
cc-ev-overstacked = { $side } has { $n ->
    [one] { $n } figure at
   *[other] { $n } figures at
} { $hex }: more than 7
cc-ev-surrendered = { $side } surrenders
cc-no-not-in-hand = card { $n } is not in your hand
cc-no-not-an-order = card { $n } ({ $order }) cannot be played as an order
cc-no-not-fire = card { $n } is not a Fire card
cc-no-limit = the orders limit of { $n } is reached
cc-no-passed = you discarded this turn, so you give no orders
cc-no-order-in-play = an order is still in play: end it first
cc-no-no-order = no order is in play
cc-no-activated = { $unit } has already been activated this turn
cc-no-one-activation = an order activates only once
cc-no-not-activated = { $unit } is not activated
cc-no-broken = { $unit } is broken
cc-no-weapon = { $unit } cannot fire: it is broken, or its carrier is broken or suppressed
cc-no-ordnance = { $unit } is ordnance: it fires only by a Fire order, never by Opportunity or Assault Fire
cc-no-fired = { $unit } has already fired in this order
cc-no-contiguous = { $unit } is not in or beside the fire group's hexes
cc-no-range = { $unit } is out of range (range { $range }, distance { $n })
cc-no-los = { $unit } cannot see { $hex }
cc-no-fp = the attack would be at FP { $n }: it needs at least 1
cc-no-target = no enemy unit to attack at { $hex }
cc-no-enemy = { $unit } is not an enemy unit
cc-no-wrong-order = this needs a { $order } order in play
cc-no-mp = { $unit } has no movement left
cc-no-adjacent = { $unit } can only advance into an adjacent hex, not { $hex }
cc-no-advanced = { $unit } has already advanced
cc-no-path = { $hex } is not on the movers' path
cc-no-mover = nobody to fire at in { $hex }
cc-no-discard-limit = at most { $n ->
    [one] { $n } card may
   *[other] { $n } cards may
} be discarded
cc-no-gave-orders = you gave orders this turn, so you may not discard
cc-no-decision = there is nothing to answer now
cc-no-waiting = answer the pending decision first
cc-no-secret = { $objective } is not a hidden objective of yours
cc-no-squad = { $unit } is not a squad
cc-no-deploy-used = one Deploy per overstacked hex
cc-no-not-in-hex = { $unit } is not in the overstacked hex { $hex }
cc-no-not-overstacked = the hex is no longer overstacked
cc-no-weapon-acts = { $unit } is a weapon: it acts with its carrier
cc-o-play = play card { $n } as an order
cc-o-activate = activate { $unit }
cc-o-join = add { $unit } to the fire group
cc-o-fire = { $unit } fires at { $target }
cc-o-advance = { $unit } advances to { $hex }
cc-o-opp-fire = opportunity fire (card { $n }): { $unit } at { $hex }
cc-o-discard = discard card { $n }
cc-o-end-order = end the order
cc-vp-title = Victory points
cc-play-action = Play: { $action }
cc-play-conceal = Concealment for { $unit }
cc-play-ambush = Ambush at { $hex }
cc-play-light-wounds = Light Wounds: { $unit }
cc-actions-staged = Actions for the next attack: { $actions }
cc-prompt-defence = Attack total { $n } against { $units }. Play Concealment from your hand, or pass.
cc-prompt-ambush = Melee at { $hexes }. Play Ambush from your hand, or pass.
cc-ev-action = { $side } plays card { $n } for { $action }
cc-ev-bonus = { $action }: +{ $n }
cc-no-not-action = card { $n } is not { $action }
cc-no-action-twice = { $action } is already played for this attack
cc-no-action-here = { $action } does not apply here
cc-no-not-target = { $unit } is not a target of this attack
cc-no-melee = no melee waits at { $hex }
cc-no-not-broken = { $unit } is not broken
cc-o-action = play card { $n } for its action
cc-roll-event = the event
cc-roll-blaze = the blaze's hex
cc-roll-targeting = targeting
cc-roll-accuracy = accuracy at { $hex }
cc-ev-event = Event for { $side }: { $event }
cc-ev-smoke = Smoke { $n } at { $hex }
cc-ev-smoke-clears = The smoke at { $hex } clears
cc-ev-blaze = Fire breaks out at { $hex }
cc-ev-fled = { $unit } flees the fire to { $hex }
cc-ev-veteran = { $unit } becomes veteran
cc-ev-hero = { $unit } arrives at { $hex }
cc-ev-nothing = { $event }: nothing to act on
cc-no-smoke = smoke cannot be placed at { $hex }
cc-play-smoke = Smoke Grenades: { $unit } at { $hex }
odds-title-fp = { $attack } at FP { $fp }
odds-no-effect = no effect: { $p }%
odds-suppressed = suppressed: { $p }%
odds-broken = broken: { $p }%
odds-eliminated = eliminated: { $p }%
odds-cards-note = (from the cards not yet seen; triggers and the Initiative card aside)
los-hindrance-applied = Hindrance that applies: { $n } (the largest; they never add up)
cc-unit-values = FP { $fp } · range { $range } · move { $mp } · morale { $morale }
cc-unit-broken = broken
cc-unit-suppressed = suppressed
cc-unit-veteran = veteran
cc-unit-activated = activated this turn
cc-unit-with = with { $unit }
editor-initiative = Initiative at the start
editor-deployed = Units start where placed (no deployment phase)
editor-deployed-tip = The players would otherwise place every unit in their zones before the battle; with this on, the battle starts at once with the units where the map shows them, and the side holding the initiative plays first.
editor-time-track = Time track
editor-time-start = start
editor-time-sudden-death = sudden death at
editor-time-end = last space
editor-army = Army
editor-posture = Posture
editor-orders-limit = Orders per turn
editor-surrender = Surrenders after losing
editor-ambush = Ambush cards
editor-radio = Radio (guns' FP)
editor-arrives = Arrives at Time
editor-carried-by = Carried by
editor-marker-bow = Bow
editor-marker-missile = Missiles
editor-marker-suppressed = Suppressed
editor-marker-broken = Broken
editor-marker-veteran = Veteran
editor-marker-shaken = Shaken
editor-marker-hidden = Hidden in cover
editor-marker-elite = Elite
editor-marker-recruit = Recruit
editor-marker-limbered = Limbered
editor-marker-column = In column
editor-marker-square = In square
editor-marker-aggressive = Aggressive
editor-marker-grenadiers = Grenadiers or guards
editor-marker-sickly = Sickly
editor-marker-lancers = Lancers
editor-marker-formed = In a formation
editor-fortification = Fortification
editor-no-fortification = none
cc-activate-leader = Activate { $unit } and the men within his command
cc-prompt-sniper = Sniper! Choose the enemy unit it hits: { $units }.
cc-prompt-deploy = Deploy: choose the squad that splits into two teams: { $units }.
cc-prompt-harden = Battle Harden: choose the unit that becomes veteran: { $units }.
cc-prompt-hero = Hero! Choose the unit he joins (a broken unit in that hex recovers): { $units }.
cc-o-choose = choose { $unit }
cc-o-barrage = call the barrage on { $hex }
cc-o-exit = { $unit } leaves the map by the enemy's edge
cc-ev-exited = { $unit } leaves the map: { $n } VP to { $side }
cc-no-enemy-edge = { $unit } is not on the enemy's home edge
cc-no-last-unit = { $unit } is your last unit on the map: it stays
cc-ev-arrived = { $unit } arrives at { $hex }
cc-coming = { $unit } at Time { $n } ({ $hex })
cc-reinforcements = { $side }: reinforcements { $units }
cc-o-hand = hand { $unit } to { $to }
cc-ev-handed = { $from } hands { $unit } to { $to }
cc-no-hand = { $unit } cannot pass to { $to }: both must be activated by this Move order, in one hex, and { $to } a squad or team in good order carrying no weapon
cc-ev-targeting-hit = { $unit } targets: { $n } beats { $need }, on target
cc-ev-targeting-miss = { $unit } targets: { $n } does not beat { $need }, a miss
cc-ev-artillery = { $side } calls artillery on { $hex }, spotted by { $unit }
cc-ev-artillery-denied = Artillery Denied: { $side } gets no barrage
cc-ev-accurate = Accuracy { $n } (hindrance { $hindrance }) reaches { $need }: on target
cc-ev-inaccurate = Accuracy { $n } (hindrance { $hindrance }) falls short of { $need }
cc-ev-drifted = The barrage drifts { $n ->
    [one] one hex
   *[other] { $n } hexes
} from { $from } to { $hex }
cc-ev-drifted-off = The barrage drifts { $n ->
    [one] one hex
   *[other] { $n } hexes
} from { $from }, off the map
cc-ev-barrage = { $side }'s barrage lands at { $hex }: FP { $fp } on it and every hex beside it
cc-ev-barrage-lifted = The barrage at { $hex } lifts
cc-ev-barrage-strikes = The barrage strikes { $hex }: FP { $fp }
cc-no-ordnance-alone = { $unit } is ordnance: it fires alone, never in a group
cc-no-radio = no radio in the Artillery box: no artillery to call
cc-no-spotter = activate a spotter first
cc-no-off-map = { $hex } is off the map

## Sharp Practice
sp-vp-title = Victory points
sp-turn = Turn { $n } of { $of }
sp-side-line = { $side }: { $cards ->
    [one] { $cards } card still
   *[other] { $cards } cards still
} to turn; { $lost } of { $groups ->
    [one] { $groups } group
   *[other] { $groups } groups
} lost
sp-side-line-enemy = { $side }: { $cards ->
    [one] { $cards } card still
   *[other] { $cards } cards still
} to turn; { $lost ->
    [one] { $lost } group lost
   *[other] { $lost } groups lost
}
sp-tiffin-to-come = Tiffin has not turned yet.
sp-tiffin-turned = Tiffin has turned.
sp-turned = Turned this turn: { $cards }
sp-in-play = In play: { $side }, { $card }
sp-in-play-tiffin = Tiffin: { $side }'s unled groups act
sp-initiative = { $unit }: { $n } initiative left
sp-dice = { $unit }: { $n ->
    [one] { $n } action die left
   *[other] { $n } action dice left
}
sp-use = { $unit }: { $n } on { $what }
sp-use-on = { $unit }: { $n } on { $what } ({ $other })
sp-use-activate = activating
sp-use-move = moving
sp-use-gallop = galloping
sp-use-fire = fire
sp-use-reload = loading
sp-use-spot = looking
sp-use-rally = rallying
sp-use-fury = fury
sp-use-marksman = the marksman
sp-use-limber = limbering
sp-use-unlimber = unlimbering
sp-use-form-up = forming up
sp-use-open-ranks = opening ranks
sp-inches = { $in }" ({ $hexes ->
    [one] { $hexes } hex
   *[other] { $hexes } hexes
})
sp-card-big-man = { $unit }'s card
sp-card-blind = the card of { $unit }
sp-card-unseen = a card
sp-card-tiffin = Tiffin
sp-q-elite = elite
sp-q-veteran = veteran
sp-q-regular = regular
sp-q-recruit = recruit
sp-w-musket = muskets
sp-w-rifle = rifles
sp-w-carbine = carbines
sp-w-gun = light gun
sp-w-none = unarmed
sp-wound-light = a light wound
sp-wound-serious = a serious wound: out of the fight
sp-wound-killed = killed
sp-unit-big-man = Big Man, status { $status }, Strength { $strength }
sp-unit-wounded = lightly wounded
sp-unit-dummy = a dummy: nothing under it
sp-unit-holds = holds { $units }
sp-unit-group = { $men } of { $max } men, { $quality }, { $weapon }
sp-unit-shock = shock { $n }
sp-unit-unloaded = not loaded
sp-unit-skirmish = in skirmish order
sp-unit-square = in square, ready: fires all round
sp-unit-square-forming = forming square this turn: not ready yet
sp-unit-formation = in a formation with { $units }
sp-unit-ranks-open = ranks open this turn: friends pass through without disorder
sp-drill-line = in line
sp-drill-column = in column
sp-drill-square = in square
sp-drill-skirmish = in skirmish order
sp-drill-unformed = as it is
sp-unit-routing = routing
sp-unit-activated = activated this turn
sp-unit-under = under { $unit }
sp-unit-alias = the enemy sees it as { $unit }
sp-unit-hidden = hiding: the enemy does not see it
sp-prompt-move = { $unit } rolled { $dice }: { $dist }. Click where it goes, or halt.
sp-do-tiffin = Tiffin: give your unled groups their one die each, then Done.
sp-do-leader = { $unit } has { $n } initiative: activate groups, rally, look about or move him, then Done.
sp-do-dice = Spend the action dice: select a unit, then move, fire, reload or click a hex to look into it; Done when finished.
sp-o-activate = { $unit }: 3 action dice (1 initiative)
sp-o-move = move { $unit } { $n ->
    [one] with { $n } die
   *[other] with { $n } dice
}
sp-o-go = { $unit } goes to { $hex }
sp-o-charge = { $unit } charges { $target } from { $hex }
sp-o-halt = { $unit } halts
sp-o-fire = { $unit } fires at { $target }
sp-o-fire-led = { $unit } fires at { $target } on initiative
sp-o-reload = { $unit } reloads
sp-o-spot = { $unit } looks into { $hex } (+{ $n })
sp-o-rally = rally { $unit } (1 initiative)
sp-o-reveal = put { $unit }'s troops on the table
sp-o-done = done
sp-ev-card = { $side } turns { $card }
sp-ev-initiative = { $unit } has { $n } initiative
sp-ev-activated = { $unit } gets { $n ->
    [one] { $n } action die
   *[other] { $n } action dice
}
sp-ev-move-rolled = { $unit } rolls { $dice } to move: { $dist }
sp-ev-halted = { $unit } stays where it is
sp-ev-fired = { $unit } fires at { $target }: { $dice ->
    [one] { $dice } die needing
   *[other] { $dice } dice needing
} { $need }, { $hits ->
    [one] { $hits } hit
   *[other] { $hits } hits
}
sp-ev-effects = { $unit }: { $kills } down, { $shock } shock
sp-ev-big-man-hit = { $unit } is hit: { $wound }
sp-ev-destroyed = { $unit } is destroyed
sp-ev-reloaded = { $unit } reloads
sp-ev-spot-seen = { $unit } looks into { $hex }: { $roll } against { $need }, seen
sp-ev-spot-missed = { $unit } looks into { $hex }: { $roll } against { $need }, not seen
sp-ev-spot-auto = { $unit } looks into { $hex }: seen without a roll
sp-ev-nothing = { $unit } sees nothing at { $hex }
sp-ev-spot-failed = { $unit } looks into { $hex }: { $roll } against { $need }, your men stay unseen
sp-ev-revealed = { $unit } at { $hex } is revealed: { $units }
sp-ev-dummy = { $unit } at { $hex } was a dummy
sp-ev-unhidden = { $unit } is seen at { $hex }
sp-ev-rallied = { $unit } rallies: shock { $n }
sp-ev-fell-back = { $unit } falls back from { $from } to { $to }
sp-ev-routs = { $unit } routs from { $from } to { $to }
sp-ev-routed-off = { $unit } routs off the table
sp-ev-surrendered = { $unit } surrenders
sp-ev-captured = { $unit } is captured
sp-ev-melee = Melee: { $a } ({ $na ->
    [one] { $na } die
   *[other] { $na } dice
}) against { $d } ({ $nd ->
    [one] { $nd } die
   *[other] { $nd } dice
})
sp-ev-melee-round = Round { $round }: { $ka } and { $kd } down, { $sa } and { $sd } shock
sp-ev-melee-won = { $a } beats { $d } by { $n }
sp-ev-outdiced = { $unit } is outnumbered and gives way
sp-ev-tiffin = Tiffin: unled groups act, then shock takes its toll
sp-ev-replaced = { $unit } (status { $status }) takes { $old }'s place
sp-ev-not-replaced = Nobody takes { $old }'s place ({ $roll })
sp-ev-broken = { $side }'s force is broken
sp-r-not-in-play = { $unit } has no card or dice in play.
sp-r-no-initiative = No initiative left.
sp-r-no-dice = { $unit } has fewer than { $n } action dice left.
sp-r-activated = { $unit } has already been activated this turn.
sp-r-too-far = { $unit } is { $n ->
    [one] { $n } hex away
   *[other] { $n } hexes away
}: beyond the Big Man's 12".
sp-r-routing = { $unit } is routing.
sp-r-restrained = { $unit } may not do that this turn after its melee.
sp-r-unloaded = { $unit } is not loaded.
sp-r-cannot-fire = { $unit } does not fire.
sp-r-range = { $target } is out of { $unit }'s range ({ $dist }).
sp-r-sight = { $unit } cannot see { $target }.
sp-r-not-target = { $target } cannot be fired on.
sp-r-move-first = A rolled move waits for its destination.
sp-r-not-rolled = { $unit } has not rolled a move.
sp-r-unreachable = { $unit } cannot reach { $hex } with this roll.
sp-r-shaken = { $unit } has more shock than men and cannot advance.
sp-r-not-adjacent = { $target } is not beside { $unit }'s destination.
sp-r-nothing-to-spot = Nothing could hide at { $hex }.
sp-r-too-late = { $unit }'s dice are already used: its troops stay hidden.
sp-r-not-blind = { $unit } is not a blind.
sp-r-no-shock = { $unit } has no shock.
sp-r-bad-dice = { $n ->
    [one] { $n } die:
   *[other] { $n } dice:
} between 1 and 6.
sp-o-limber = limber { $unit } (1 die)
sp-o-unlimber = unlimber { $unit } (stands a whole turn)
sp-ev-limbered = { $unit } limbers up
sp-ev-unlimbering = { $unit } starts to unlimber
sp-ev-unlimbered = { $unit } is unlimbered, and must load
sp-ev-faced = { $unit } turns to face { $dir }
sp-ev-formed = { $unit } forms up { $drill }
sp-ev-formed-up = { $unit } forms { $units } into one formation
sp-ev-disordered = The formation of { $units } falls into disorder: its groups stand alone
sp-ev-ranks-opened = { $unit }’s formation opens its ranks
sp-ev-wheeled = { $unit }’s formation turns to face { $dir } and loses { $n }" of its next move
sp-r-limbered = { $unit } is limbered, or still unlimbering.
sp-r-unlimbered = { $unit } is unlimbered: limber it first.
sp-unit-limbered = limbered: moves, does not fire
sp-unit-unlimbering = unlimbering: ready at the end of next turn
sp-o-gallop = { $unit } gallops { $n ->
    [one] with { $n } die
   *[other] with { $n } dice
} (a die more)
sp-r-cannot-gallop = { $unit } cannot gallop now.
sp-unit-must-walk = stood still last turn: walks this turn
sp-o-join = { $unit } joins the melee
sp-o-face = Turn { $unit } to face { $dir }
sp-o-form = { $unit }: form { $drill } (1 die)
sp-o-form-up = Form the groups here into one formation (1 initiative)
sp-o-open-ranks = { $unit }: open the formation’s ranks (1 die)
sp-o-fight = fight
sp-r-allocate-first = A melee waits for the side charged to choose who fights.
sp-r-cannot-join = { $unit } cannot join this melee.
sp-r-arc = { $target } is not in front of { $unit }: a group fires ahead of it.
sp-r-square = { $unit } is in square: it neither moves nor turns.
sp-r-cannot-form = { $unit } cannot form that: only formed infantry changes between line, column and square.
sp-r-bad-facing = { $unit } cannot turn that way.
sp-r-nothing-to-form = No formation to form here: the Big Man must stand with a group that has another beside it in the same drill and facing (side by side in line, one behind another in column).
sp-r-no-formation = { $unit } is in no formation, or its ranks are open already.
sp-r-formation-nearer = { $nearer } stands nearer than { $target }: fire at a formation falls on its nearest groups.
sp-prompt-allocate = { $a } charges { $d }. Send any of { $offered } into the fight, then fight (joined: { $joined }).
sp-o-ambush = ambush: { $unit } springs out at { $hex }
sp-ev-ambush = { $side } springs an ambush from { $unit }
sp-r-no-ambush = No Ambush card left.
sp-ambush-cards = { $side } holds { $n } Ambush cards
sp-o-marksman = { $unit }'s marksman shoots at { $target } (1 initiative)
sp-o-fury = fury: a die more in the charge (1 initiative)
sp-o-rapid = { $unit } loads rapidly (1 die; muskets from now on)
sp-ev-marksman = { $unit }'s marksman shoots at { $target }: { $roll } against { $need }
sp-ev-riders = { $unit }: { $kills } riders hit, { $lost } lost
sp-ev-fury = { $unit } works his men into a fury: { $n ->
    [one] +{ $n } die
   *[other] +{ $n } dice
}
sp-r-no-marksman = { $unit } has no marksman to call on now.

## Musket & Pike
mp-vp-title = Victory points
mp-turn = Turn { $n } of { $of }
mp-side-line = { $side }: { $vp } VP; { $lost } lost or broken (withdraws at { $at })
mp-score = Score { $a } − { $b }: { $n } (20 or more is decisive)
mp-wing-line = { $side } · { $wing }: { $order }, rating { $rating }, { $state } ({ $n ->
    [one] { $n } activation
   *[other] { $n } activations
}), { $units ->
    [one] { $units } unit
   *[other] { $units } units
}
mp-wing-ready = ready
mp-wing-active = acting now
mp-wing-bypassed = bypassed, goes when the wing that bypassed it is done
mp-wing-finished = finished
mp-wing-horse = {" "}· horse
mp-wing-leaderless = {" "}· commander fallen
mp-in-play = Acting: the wing of { $wing }
mp-order-charge = Charge
mp-order-make-ready = Make Ready
mp-order-receive-charge = Receive Charge
mp-order-rally = Rally
mp-morale-good = in good order
mp-morale-shaken = shaken
mp-morale-broken = broken
dir-N = north
dir-NE = north-east
dir-E = east
dir-SE = south-east
dir-S = south
dir-SW = south-west
dir-W = west
dir-NW = north-west
mp-col-front = front
mp-col-flank = flank
mp-col-salvo = salvo
mp-col-musketeers = musketeers and dragoons
mp-col-pistol = cavalry pistol
mp-roll-ok = rolled { $die } { $mod } = { $total }, needed { $need } or less: success
mp-roll-fail = rolled { $die } { $mod } = { $total }, needed { $need } or less: failed
mp-rk-initiative = initiative
mp-rk-preempt = pre-emption
mp-rk-continue = continuation
mp-rk-orders = change of orders
mp-rk-fire = fire
mp-rk-morale = morale
mp-rk-melee = close combat
mp-rk-rally = rally
mp-rk-leader = leader's risk
mp-unit-leader = Rating { $rating }
mp-unit-replacement = A replacement
mp-unit-commands-army = Has taken command of the army
mp-unit-state = { $morale }; { $hits } of { $max } casualty points
mp-unit-facing = Facing { $dir }
mp-unit-wing = Wing of { $wing }: { $order }
mp-unit-acted = Has acted in this activation
mp-unit-salvo = Salvo given: reloading until the turn ends
mp-unit-pistols = Pistols fired: reloading until the turn ends
mp-unit-gun-fired = Has fired this turn
mp-unit-holds = Holds the hexside against { $units }
mp-do-choose = Activate one of your wings, or pass.
mp-do-preempt = The wing of { $wing } is about to go. Try to pre-empt it with one of yours?
mp-do-actions = Each unit of the wing takes one action: click a unit, then a hex to move, an enemy to fire; buttons for the rest.
mp-do-moving = { $unit } is moving: { $mp } points left.
mp-do-combat = Close combat: click one of your units, then an adjacent enemy to attack.
mp-do-advance = You won: advance into { $hex }?
mp-do-react = An enemy unit came up beside yours: react (stand, withdraw, retreating fire, pass through friends).
mp-do-continue = Try to continue with this wing, or end its activation.
mp-nobody = nobody
mp-o-activate = Activate { $wing }
mp-o-pass = Pass
mp-o-preempt = Pre-empt with { $wing }
mp-o-decline = Let it go
mp-o-change = Try for { $order }
mp-o-face = Turn { $unit } to { $dir }
mp-o-fire = { $unit } fires at { $target }
mp-o-salvo = { $unit }: salvo at { $target }
mp-o-rally = Rally { $unit }
mp-o-reform = Reform { $unit } facing { $dir }
mp-o-end-actions = On to close combat
mp-o-attack = { $unit } attacks { $target }
mp-o-advance = Advance
mp-o-stay = Stay
mp-o-end-combat = Done with close combat
mp-o-continue = Try to continue
mp-o-react = { $unit }: { $reaction }
mp-o-stop = End the wing's activation
mp-e-initiative = Initiative: { $a } rolls { $ra } ({ $ta }), { $b } rolls { $rb } ({ $tb }); { $first } goes first
mp-e-activated = The wing of { $wing } activates ({ $n } of 3)
mp-e-passed = { $side } passes
mp-e-preempt = The wing of { $wing } tries to pre-empt { $over }: { $roll }
mp-e-bypassed = The wing of { $wing } is bypassed
mp-e-orders = The wing of { $wing } tries for { $order }: { $roll }
mp-e-continue = The wing of { $wing } tries to continue: { $roll }
mp-e-finished = The wing of { $wing } is finished for this turn
mp-e-turned = { $unit } turns to { $dir }
mp-e-fired = { $unit } fires at { $target } ({ $column }): rolled { $die } { $mod }, { $hits ->
    [one] { $hits } hit
   *[other] { $hits } hits
}
mp-e-fired-check = { $unit } fires at { $target } ({ $column }): rolled { $die } { $mod }, { $hits ->
    [one] { $hits } hit
   *[other] { $hits } hits
} and a morale check
mp-e-hit = { $unit } takes { $hits ->
    [one] { $hits } hit
   *[other] { $hits } hits
}: { $total } of { $max }
mp-e-morale = { $unit } checks morale: { $roll }; now { $now }
mp-e-destroyed = { $unit } is destroyed ({ $vp } VP)
mp-e-captured = { $unit } is taken ({ $vp } VP)
mp-e-leader-falls = { $unit } falls (rolled { $die })
mp-e-leader-returns = { $unit } was only wounded and returns (rolled { $die })
mp-e-leader-replaced = A replacement takes the place of { $unit } (rolled { $die })
mp-e-takes-command = { $after } does not come back (rolled { $die }): { $unit } takes command of the army
mp-e-melee = { $a } attacks { $d }: { $ad } { $am } against { $dd } { $dm }; winner: { $winner }
mp-e-react = { $unit } reacts to { $enemy }: { $reaction }
mp-e-retreat = { $unit } falls back to { $hex }
mp-e-rally = { $unit } tries to rally: { $roll }; now { $now }
mp-e-reformed = { $unit } reforms facing { $dir }
mp-e-rout = { $unit } routs to { $hex }
mp-e-rout-off = { $unit } routs off the map
mp-e-withdraws = { $side } withdraws from the field: { $lost } of { $start } lost or broken
mp-e-turn = Turn { $n } begins
mp-e-victory-decisive = { $side } wins by { $n } VP: a decisive victory
mp-e-victory-marginal = { $side } wins by { $n } VP: a marginal victory
mp-e-victory-draw = The victory points are level: a draw
mp-r-not-now = That is not an order for this step of the turn.
mp-r-wing = The wing of { $wing } cannot do that now.
mp-r-not-in-wing = { $unit } is not of the wing acting now.
mp-r-acted = { $unit } has already taken its action.
mp-r-too-late = Orders may be changed once, before any unit acts.
mp-r-same-orders = The wing already has these orders.
mp-r-orders = { $unit }: its wing's orders ({ $order }) do not allow that.
mp-r-broken = { $unit } is broken: it may only rally.
mp-r-unreachable = { $unit } cannot reach { $hex } through its front with the points left.
mp-r-pinned = { $unit } stands in an enemy's front and may not leave it.
mp-r-bad-end = { $unit } may not end its move at { $hex } under its orders.
mp-r-no-points = { $unit } has not the points left for that.
mp-r-cannot-fire = { $unit } cannot fire now.
mp-r-fired = { $unit } has fired and must reload first.
mp-r-front = { $target } is not in the front of { $unit }.
mp-r-range = { $target } is out of range of { $unit } ({ $range ->
    [one] { $range } hex
   *[other] { $range } hexes
}).
mp-r-sight = { $unit } cannot see { $target }.
mp-r-adjacent = { $target } is not beside { $unit }.
mp-r-enemy = { $target } is not an enemy unit.
mp-r-attacked = { $unit } has already fought in this activation.
mp-r-not-shaken = { $unit } is in good order and needs no rally.
mp-r-react = { $unit } may not react now with { $reaction }.
mp-react-stand = stand
mp-react-withdraw = withdraw
mp-react-retreating-fire = retreating fire
mp-react-pass = pass through friends
mp-r-continue = The wing cannot continue.
mp-r-preempt = The wing of { $wing } cannot pre-empt: it has gone, or it is under Rally.
editor-command = Answers to
editor-rating = Rating
editor-orders = Orders
editor-successor = Successor
editor-text-language = Texts in
editor-text-given = the scenario's own language
editor-name-in = Name in { $lang }
editor-orders-default = Make Ready (default)
editor-orders-charge = Charge
editor-orders-make_ready = Make Ready
editor-orders-receive_charge = Receive Charge
editor-orders-rally = Rally

## The 9th Age
na-profile = Adv { $adv }" Mar { $mar }" Dis { $dis } · HP { $hp } Def { $def } Res { $res } Arm { $arm } · Agi { $agi } Att { $att } Off { $off } Str { $str } AP { $ap }
na-unit-models = { $models } of { $of ->
    [one] { $of } model
   *[other] { $of } models
}, { $width } wide, { $ranks ->
    [one] 1 rank
   *[other] { $ranks } ranks
}
na-unit-wounds = The last model has { $n ->
    [one] 1 wound
   *[other] { $n } wounds
}
na-unit-weapon = Shooting: range { $range }", hits on { $aim }+, { $shots ->
    [one] 1 shot
   *[other] { $shots } shots
} a model, Str { $str } AP { $ap }
na-unit-standard = Carries a standard
na-unit-special = Uses its special deployment
na-unit-facing = Facing { $dir } · { $points } points
na-unit-fleeing = Fleeing
na-unit-engaged = In combat with { $units }
na-unit-moved = Has moved this turn
na-unit-shot = Has shot this turn
na-arc-front = front
na-arc-flank = flank
na-arc-rear = rear
na-rk-first-turn = first-turn roll
na-rk-discipline = Discipline test
na-rk-charge = charge range
na-rk-flee = flee distance
na-rk-pursuit = pursuit distance
na-rk-break = Break Test
na-rk-panic = Panic Test
na-rk-rally = Rally test
na-roll-pass = rolled { $dice } = { $total }, needed { $need } or less: passed
na-roll-fail = rolled { $dice } = { $total }, needed { $need } or less: failed
na-roll-charge = rolled { $dice } + Advance Rate = { $total }", needed { $need }" to reach
na-roll-distance = rolled { $dice } = { $total }"
na-roll-first = rolled { $dice }: { $total } with the Strategic Initiative, needed { $need }
na-stage-line = Step: { $stage }
na-stage-zones = Choosing deployment zones
na-stage-declare = Declaring special deployment
na-stage-who-deploys = Who deploys first
na-stage-drop = Deployment
na-stage-turn-choice = Declaring the first or second turn
na-stage-scouts = Scouts
na-stage-vanguard = Vanguard
na-stage-first-turn = Choosing who plays first
na-stage-charge = Charge Phase
na-stage-charge-moves = Charge moves
na-stage-movement = Movement Phase
na-stage-shooting = Shooting Phase
na-stage-melee = Melee Phase
na-none = none
na-to-place = { $side } still to place: { $units }
na-picked = Picked: { $unit }
na-finished = { $side } finished deploying first; Strategic Initiative { $si }
na-zone-roll = Roll-off for deployment zones: { $a } { $ra }, { $b } { $rb }
na-first-roll = First-turn roll: { $a } { $ra }, { $b } { $rb }
na-side-line = { $side }: { $vp } VP (an army of { $points } points)
na-charge-line = { $unit } charges { $target } in the { $arc }
na-charge-fled = { $unit } charged { $target } in the { $arc }; the target fled
na-marching = { $unit } is marching: { $n ->
    [one] 1 hex
   *[other] { $n } hexes
} left
na-moving = { $unit } is moving: { $n ->
    [one] 1 hex
   *[other] { $n } hexes
} left
na-do-zones = You won the roll-off for deployment zones: choose yours (the enemy takes the other).
na-do-declare = Choose the units that will use their special deployment (Scouts, Vanguard), then confirm.
na-do-who-deploys = Choose which side places the first unit.
na-do-pick = Pick a unit to place.
na-do-end-drop = Everything of this step is placed: turn the units you placed if you like, then end the drop.
na-do-place = Click a highlighted hex of your zone to place { $unit }.
na-do-turn-choice = All your units but the Scouts are down: declare whether you take the first or the second turn.
na-do-vanguard = Vanguard moves: click a unit, then a hex to move it to; end when done.
na-do-first-turn = The first-turn roll lets you choose: who plays the first turn?
na-do-charge = Declare charges: click a unit, then an enemy in its front arc; end when done.
na-do-react = { $unit } charges { $target }: choose a reaction.
na-do-redirect = A charged unit fled: each unit that charged it may test Discipline to redirect its charge, or go on after the fleeing unit. Take them in the order you choose.
na-do-retarget = The test is passed: declare a new charge for the unit, or go on after the fleeing unit.
na-do-go-on = The unit the charge was redirected onto fled too: choose which of the two fleeing units the charge goes on against.
na-do-charge-moves = Roll the range of each declared charge, in the order you choose.
na-do-movement = Move your units: click a unit, then a hex; march, turn or reform with the buttons.
na-do-shooting = Shoot: click one of your units, then an enemy in range.
na-do-melee = Fight each combat: click one of your units, then the enemy it fights.
na-do-pursue = The enemy broke: pursue it, or hold ground.
na-o-special = { $unit }: special deployment
na-o-zone = Take the zone along the { $edge } edge
na-o-declared = Done declaring
na-o-deploy-first = Side { $n } places first
na-o-select = Pick { $unit }
na-o-place = Place at { $hex }
na-o-end-drop = End the drop
na-o-first = Take the first turn
na-o-second = Take the second turn
na-o-end-vanguard = Done with Vanguard moves
na-o-charge = { $unit } charges { $target }
na-o-hold = Hold
na-o-stand-and-shoot = Stand and Shoot
na-o-flee = Flee
na-o-redirect = { $unit }: test to redirect
na-o-keep-charge = { $unit }: go on after the fleeing unit
na-o-go-on = { $unit } goes on against { $target }
na-o-end-charges = Done declaring charges
na-o-roll-charge = Roll the charge of { $unit }
na-o-march = March { $unit }
na-o-end-movement = Done moving
na-o-end-shooting = Done shooting
na-o-fight = Fight: { $unit } against { $target }
na-o-pursue = Pursue
na-o-restrain = Hold ground
na-no-save = none
na-volley = { $n ->
    [one] { $n } attack
   *[other] { $n } attacks
}, { $hits ->
    [one] { $hits } hit
   *[other] { $hits } hits
} on { $hit }+, { $wounds ->
    [one] { $wounds } wound
   *[other] { $wounds } wounds
} on { $wound }+, save { $save }: { $unsaved } unsaved
na-tie = none (a tie)
na-e-special = { $unit } will use its special deployment
na-e-declared = { $side } has declared its special deployment
na-e-deploys-first = { $by } chooses: { $side } places the first unit
na-e-placed = { $unit } is placed at { $hex } facing { $dir }
na-e-drop = { $side } ends its drop of { $n ->
    [one] 1 unit
   *[other] { $n } units
}
na-e-declares-first = { $side } has deployed and declares it will take the first turn
na-e-declares-second = { $side } has deployed and declares it will take the second turn
na-e-si = { $side } placed { $n ->
    [one] 1 more unit
   *[other] { $n } more units
} after that: Strategic Initiative { $n }
na-e-first-roll-kept = First-turn roll: { $a } { $ra }, { $b } { $rb }, +{ $bonus } for { $side }: its declaration stands
na-e-first-roll-lost = First-turn roll: { $a } { $ra }, { $b } { $rb }, +{ $bonus } for { $side }: the other side chooses who plays first
na-e-zone = { $side } wins the roll-off for deployment zones ({ $ra } to { $rb }) and takes the zone along the { $edge } edge
na-e-plays-first = { $side } plays the first turn
na-e-turn = Turn { $n }: { $side } to play
na-e-charge = { $unit } declares a charge on { $target } in the { $arc }
na-e-arc-rolled = {" "}(on the line between two arcs: rolled { $die })
na-e-hold = { $unit } holds
na-e-stand-and-shoot = { $unit } stands and shoots
na-e-flee = { $unit } flees
na-e-fled = { $unit } flees { $n }" to { $hex }
na-e-fled-off = { $unit } flees { $n }" off the field
na-e-test = { $unit } takes a { $what }: { $roll }
na-e-charge-roll = { $unit } rolls its charge: { $roll }
na-e-contact = { $unit } charges home into { $target } from { $hex }
na-e-touched = { $unit }'s charge also touches { $enemy }, which joins the fight
na-e-failed = { $unit } fails its charge and stops at { $hex }
na-e-goes-on = { $unit } goes on with its charge against { $target }
na-e-caught = { $unit } is caught by { $by } and destroyed
na-e-shot = { $unit } shoots at { $target }: { $volley }
na-e-strikes = { $unit } strikes { $target }: { $volley }
na-e-lost = { $unit } loses { $hp } HP: { $models ->
    [one] 1 model
   *[other] { $models } models
} left
na-e-destroyed = { $unit } is destroyed ({ $points } points)
na-e-rallied = { $unit } rallies
na-e-score = Combat of { $a } and { $b }: { $sa } to { $sb }; winner: { $winner }
na-e-steadfast = { $unit } is Steadfast
na-e-breaks = { $unit } breaks and flees
na-e-pursues = { $unit } pursues { $n }"
na-e-vp = Victory points: { $a } { $va }, { $b } { $vb }
na-r-no-special = { $unit } has no special deployment, or has declared it already.
na-r-nothing-picked = Pick a unit to place first.
na-r-placed = { $unit } is already placed.
na-r-outside-zone = Hex { $hex } is outside the deployment zone.
na-r-occupied = Hex { $hex } is taken.
na-r-scout = { $unit } may scout to { $hex } only { $n ->
    [one] 1 hex
   *[other] { $n } hexes
} or more from every enemy.
na-r-empty-drop = A drop places at least one unit.
na-r-characters = All characters go down together: { $unit } is still to place.
na-r-scouts-later = { $unit } deploys as Scouts, after the other units.
na-r-not-in-drop = { $unit } may not turn that way now.
na-r-too-close = { $unit } may not end at { $hex }: it must stay { $n ->
    [one] 1 hex
   *[other] { $n } hexes
} from enemies.
na-r-cannot = { $unit } cannot do that: { $why }.
na-r-no-path = { $unit } cannot reach { $target } even with the longest charge.
na-r-no-sas = { $unit } may not Stand and Shoot: { $why }.
na-r-cannot-flee = { $unit } is in combat and may only hold.
na-r-not-engaged = { $unit } is not fighting { $target }.
na-r-fight-all = Every combat must be fought first.
na-why-Fleeing = it is fleeing
na-why-Engaged = it is in combat
na-why-Moved = it has already moved, or has no move left for that
na-why-Marched = it marched this turn
na-why-Shot = it has already shot this turn
na-why-Rallied = it rallied this turn
na-why-Charged = it has charged, or declared a charge, this turn
na-why-NoWeapon = it has no shooting weapon
na-why-TooClose = the charger started within its own Advance Rate
na-why-OnlyFlee = it is fleeing and may only flee
na-why-OnlyHold = it is in combat and may only hold
na-why-NotFrontArc = the charger is not in its front arc
na-why-AlreadyShot = it has already stood and shot this turn
na-why-NotCharging = it has declared no charge
na-why-Redirected = only the redirecting charger may declare a charge now
na-why-NoRedirect = it is not among the chargers that may redirect now
na-why-NotFledTarget = it goes on only against the unit it left or the one it redirected onto
na-why-NoMarchAfterTest = it failed its march test
na-why-FirstTurn = it scouted or made a Vanguard move: no charge in the first turn
na-why-CannotHit = it would need 7+ to hit
na-why-TargetInCombat = its target is in combat
odds-title-charge = Charge: the chance to reach
odds-charge-reaches = reaches: { $p }%
odds-charge-short = falls short: { $p }%

# Facing, turns and the refusals The 9th Age words like Musket & Pike, under its own prefix
na-edge-north = north
na-edge-south = south
na-edge-east = east
na-edge-west = west
na-vp-title = Victory points
na-turn = Turn { $n } of { $of }
na-o-face = Turn { $unit } to { $dir }
na-o-reform = Reform { $unit } facing { $dir }
na-o-fire = { $unit } fires at { $target }
na-e-turned = { $unit } turns to { $dir }
na-r-not-now = That is not an order for this step of the turn.
na-r-unreachable = { $unit } cannot reach { $hex } through its front with the points left.
na-r-sight = { $unit } cannot see { $target }.
na-r-range = { $target } is out of range of { $unit } ({ $range } hexes).
na-r-front = { $target } is not in the front of { $unit }.
na-r-enemy = { $target } is not an enemy unit.

## The computer opponent
title-watch = Watch the computer
title-watch-hint = The computer plays both sides of the chosen scenario at the normal level, at the pace set in Settings.
title-computer-note = Against the computer: choose who plays each side under the scenarios. With one person at the table there is no curtain, and the computer's hand and hidden troops stay hidden.
player-person = Person
player-ai-easy = Computer (easy)
player-ai-normal = Computer (normal)
player-ai-hard = Computer (hard)
player-random = Random orders
player-greedy = Greedy (no search)
computer-thinking = { $side }: { $player } is thinking…
settings-computer-pace = The computer's pace (least time per order)

## Playing online (the online screen, the connection indicator)
title-online = Play online
title-online-hint = Play a friend at a distance, or the computer, on a match server: make a match, send the link, come back any time
online-title = Play online
online-back = ← Back
online-intro = A match server keeps the rules, the dice and each side's secrets: each seat is sent only what its side may know. Start one with `hexmarshal serve` (or ./serve.sh) and give its address below.
online-server = Server:
online-create = Make a match
online-no-scenario = Choose a scenario on the title screen first.
online-scenario = Scenario: { $name } (chosen on the title screen)
online-your-side = Your side:
online-opponent = Against:
online-friend = A friend (a link to send)
online-create-button = Make the match
online-working = Asking the server…
online-made = The match of { $name } is ready. Send your friend the link below, then take your seat.
online-invite = The link for your friend's seat (it opens the browser version, or paste it under Join a match):
online-copy = Copy
online-copy-invite = Copy the friend's link
online-enter = Take your seat
online-no-seat = The server made the match but gave no seat for your side.
online-not-kept = The match was made but could not be added to your list: { $reason }
online-failed = { $reason }
online-join = Join a match
online-join-hint = a link with join=…, or a seat's token
online-join-button = Join
online-mine = My matches
online-mine-none = None yet: matches you make or join are listed here, kept on this device.
online-unnamed = (a match joined by link)
online-asking = asking the server…
online-over = finished
online-your-turn = your turn (turn { $turn })
online-their-turn = waiting for the other side (turn { $turn })
online-watching = watching (turn { $turn })
online-open = Open
online-copy-spectate = Copy the spectators' link
online-copy-spectate-tip = Whoever opens it watches the match and sees only what both sides may see
online-forget = Forget
online-spectator = You are watching: only what both sides may see is shown
odds-asking = Odds: asking the server…
net-connecting = Online: connecting…
net-connected = Online: connected
net-retrying = Online: connection lost ({ $reason }); trying again in { $secs } s
net-retrying-now = Online: connection lost ({ $reason }); trying again now…
net-refused = Online: { $reason }
net-waiting-answer = The server is checking your order…
net-refused-order = The server refused the order: { $reason }

# Characters joining units (issue 36)
na-unit-joined = With { $unit }
na-o-join = { $unit } joins { $with }
na-o-leave = { $unit } leaves its unit for { $hex }
na-e-joins = { $character } joins { $unit }
na-e-leaves = { $character } leaves { $unit }
na-e-stands-alone = { $unit } is gone: { $character } stands alone
na-r-cannot-join = { $unit } cannot join { $with }: { $why }.
na-r-not-joined = { $unit } is in no unit to leave.
na-join-not-character = only a character joins a unit
na-join-not-friend = it is not a friendly unit on the field
na-join-is-character = a character joins a unit, not another character
na-join-not-next = the unit is not next to it
na-join-fleeing = the unit is fleeing
na-join-engaged = the unit is in combat

## A scenario's problems (the editor's problem list and the importer)
scn-pointy = pointy
scn-flat = flat
scn-syntax = { $line }:{ $col }: { $message }
scn-unknown-field = { $line }:{ $col }: unknown field `{ $field }` (expected one of: { $expected })
scn-io = { $message }
scn-unsupported-format = format version { $found } is not supported (this build reads version { $supported })
scn-unknown-ruleset = unknown ruleset `{ $ruleset }` (known: { $known })
scn-bad-language = { $field }: `{ $code }` is not a language code (two or three lowercase letters, such as `ru`)
scn-empty-name = the scenario has no name
scn-map-size = map size { $w } × { $h } is out of range (each side 1 to { $max })
scn-hex-off-map = hex { $at }: off the map ({ $w } × { $h })
scn-duplicate-hex = hex { $at }: listed twice
scn-bad-elevation = hex { $at }: elevation { $elevation } is out of range (-3 to 5)
scn-bad-smoke = hex { $at }: smoke { $level } must be between 1 and 9
scn-two-fortifications = hex { $at }: more than one fortification (a hex holds one at most)
scn-play-only-marker = hex { $at }: a barrage marker is placed in play only, never by a scenario
scn-bad-hexside-direction = hexside { $at } { $dir }: { $dir } does not name an edge on a { $orientation }-top map
scn-hexside-off-map = hexside { $at } { $dir }: off the map or on its outer edge
scn-duplicate-hexside = hexside { $at } { $dir }: the same edge is listed twice
scn-side-count = the scenario needs exactly 2 sides, not { $found }
scn-duplicate-side = side `{ $side }`: id used twice
scn-bad-colour = side `{ $side }`: colour `{ $colour }` is not #rrggbb
scn-hand-size-zero = side `{ $side }`: the hand size must be at least 1 in a card ruleset
scn-target-zero = side `{ $side }`: a victory target of 0 would win before the first order
scn-missing-target = side `{ $side }`: ReachTarget needs a target for every side
scn-duplicate-unit = unit { $unit }: id used twice
scn-unit-unknown-side = unit { $unit } at { $at }: unknown side `{ $side }`
scn-unknown-unit-type = unit { $unit } at { $at }: unknown unit type `{ $kind }` in ruleset { $ruleset } (known: { $known })
scn-unit-off-map = unit { $unit } at { $at }: off the map ({ $w } × { $h })
scn-bad-strength = unit { $unit } at { $at }: strength { $strength } is out of range (1 to { $max })
scn-unit-on-impassable = unit { $unit } at { $at }: stands on impassable { $terrain }
scn-unit-in-blaze = unit { $unit } at { $at }: stands in a blazing hex
scn-bad-facing = unit { $unit } at { $at }: facing { $dir } does not name an edge on a { $orientation }-top map
scn-missing-facing = unit { $unit } at { $at }: this ruleset needs a facing
scn-overstacked = hex { $at }: overstacked: { $reason } (units { $units })
scn-leader-not-found = unit { $unit } at { $at }: leader `{ $leader }` does not exist
scn-not-a-leader = unit { $unit } at { $at }: `{ $leader }` is not a leader
scn-leader-elsewhere = unit { $unit } at { $at }: leader `{ $leader }` stands at { $there }, not in this hex
scn-leader-wrong-side = unit { $unit } at { $at }: leader `{ $leader }` belongs to the other side
scn-leader-attached-twice = unit { $unit } at { $at }: leader `{ $leader }` is already attached to `{ $other }`
scn-leader-on-leader = unit { $unit } at { $at }: a leader cannot have a leader attached
scn-duplicate-objective = objective { $objective }: id used twice
scn-objective-off-map = objective { $objective } at { $at }: off the map ({ $w } × { $h })
scn-secret-without-owner = objective { $objective } at { $at }: a secret objective needs an owner
scn-objective-unknown-side = objective { $objective } at { $at }: unknown side `{ $side }`
scn-objective-worthless = objective { $objective } at { $at }: worth 0 VP
scn-zone-unknown-side = deployment zone of `{ $side }`: unknown side
scn-zone-off-map = deployment zone of `{ $side }`: hex { $at } is off the map
scn-no-zone = side `{ $side }` has units but no deployment zone: in ruleset { $ruleset } the players place their units in it
scn-bad-sections = sections: the lines left = { $left } and right = { $right } must satisfy left < right ≤ { $max }
scn-setting-not-used = `{ $setting }` is not a setting of ruleset { $ruleset }: it would do nothing
scn-unknown-army = side `{ $side }`: unknown army `{ $army }` (known: { $known })
scn-unknown-posture = side `{ $side }`: unknown posture `{ $posture }` (known: { $known })
scn-side-setting-zero = side `{ $side }`: { $setting } must be at least 1
scn-initiative-unknown-side = initiative: unknown side `{ $side }`
scn-first-game-unknown-side = first game side: unknown side `{ $side }`
scn-bad-playing-time = playing time: { $minutes } minutes is out of range (5 to 600)
scn-bad-time-track = time track: start { $start }, sudden death { $sudden } and end { $end } must satisfy start < sudden death ≤ end
scn-bad-carrier = unit { $unit } at { $at }: carried by `{ $carrier }`, which { $why }
scn-bad-command = unit { $unit } at { $at }: { $why }
scn-turn-limit-zero = a turn limit of 0 turns
scn-victory-needs-turn-limit = the victory condition MostPointsAtTurnLimit needs a turn limit
scn-no-victory-condition = no victory condition: the game could never end
scn-control-character = { $field }: a control character ({ $code }) at character { $position }: text fields hold printable text only
scn-too-long = { $field }: { $len } characters; at most { $max }
scn-too-many = { $list }: { $len } entries; at most { $max }
scn-carry-missing = does not exist
scn-carry-itself = is the unit itself
scn-carry-other-side = belongs to the other side
scn-carry-elsewhere = stands at { $at }, not in this hex
scn-carry-carried = is itself carried
scn-carry-no-weapons = is a `{ $id }`, which carries no weapons
scn-carry-not-a-weapon = holds `{ $id }`, which is not a weapon that can be carried
scn-carry-already = already carries `{ $id }`
scn-carry-not-a-blind = is a `{ $id }`, not a blind: only blinds carry troops
scn-carry-blind-in-blind = is a blind, and a blind cannot hold another blind
scn-carry-groups = holds { $n ->
    [one] { $n } group
   *[other] { $n } groups
}; a blind holds two at most
scn-cmd-none = names no commander (`command`)
scn-cmd-missing = its commander `{ $id }` does not exist
scn-cmd-not-leader = its commander `{ $id }` is not a leader
scn-cmd-other-side = its commander `{ $id }` belongs to the other side
scn-cmd-loop = answers, through its commanders, to itself
scn-cmd-rating-not-leader = has a rating ({ $rating }), but only leaders have one
scn-cmd-rating-range = rating { $rating } is outside { $min } to 0
scn-cmd-orders-not-commander = has orders `{ $orders }`, but only commanders hold orders
scn-cmd-unknown-orders = unknown orders `{ $orders }` (known: { $known })
scn-cmd-successor-not-army = names a successor (`{ $id }`), but only the army's commander (a leader who answers to nobody) has one
scn-cmd-successor-missing = its successor `{ $id }` does not exist
scn-cmd-successor-self = names himself as his successor
scn-cmd-successor-not-leader = its successor `{ $id }` is not a leader
scn-cmd-successor-other-side = its successor `{ $id }` belongs to the other side
scn-w-no-units = side `{ $side }` has no units
scn-w-unreachable = side `{ $side }`: no unit can reach any objective (terrain or hexsides cut them off)
scn-w-zones-overlap = hex { $at }: in the deployment zones of both `{ $a }` and `{ $b }` ({ $count ->
    [one] { $count } hex overlaps
   *[other] { $count } hexes overlap
})
scn-w-target-too-high = side `{ $side }`: target { $target } is more than it could ever score ({ $units } enemy units and leaders + { $vp } from objectives = { $max })
scn-w-outside-zone = unit { $unit } at { $at }: outside the deployment zone of `{ $side }`

## Scenario links: a whole scenario in a web address.
link-copy = Copy link
link-copy-hint = Copy a link that carries this whole scenario in the address itself: whoever opens it in the browser build (or pastes it under Open a link) can play it. Nothing is sent to any server.
link-copied = Copied a link to { $name } ({ $chars ->
        [one] { $chars } character
       *[other] { $chars } characters
    }).
link-copy-failed = No link: { $reason }
link-open = Open a link…
link-open-hint = Paste a scenario link someone sent you (a whole address, or the part from #scenario=)
link-open-title = Open a scenario link
link-paste = Paste the link here:
link-open-go = Open
link-failed = The link was not opened: { $reason }
link-offer-title = A scenario from a link
link-offer-note = It passed every check an imported file passes. Play it now, or keep it among your scenarios.
link-play = Play it
link-keep = Keep it
link-kept = Kept as { $file }: it is first in the list of scenarios.
link-close = Close
link-err-not-link = this is not a scenario link: it has no #scenario= part
link-err-version = the link is of format { $found }, which this version does not read (it reads format { $known })
link-err-too-long = the link is { $chars ->
        [one] { $chars } character
       *[other] { $chars } characters
    } long, more than the { $max } a link may have: share the scenario as a file instead
link-err-character = the link is damaged: character { $at } of its data ({ $found }) cannot be in a link
link-err-compression = the link is damaged: its data does not unpack (it may have been cut short when copied)
link-err-too-big = the link unpacks to more than the { $max } bytes any scenario may have
editor-copy-link = Copy link
editor-copy-link-hint = Copy a link that carries this scenario whole in its address (checked first; nothing is sent anywhere)
editor-link-copied = Copied a link to this scenario ({ $chars ->
        [one] { $chars } character
       *[other] { $chars } characters
    }).

## Watching a game again, and game records.
replay-title = Replay
replay-hint = Watching the game again: { $side } to act next.
replay-start = Back to the start
replay-turn-back = Back to the start of the turn (or the turn before)
replay-back = One order back
replay-play = Play
replay-play-hint = Play the game on at the chosen speed
replay-pause = Pause
replay-pause-hint = Stop here
replay-forward = One order forward
replay-turn-forward = Forward to the next turn
replay-end = To the end
replay-where = Order { $at } of { $n } · turn { $turn }
replay-speed = Speed
replay-speed-value = { $n ->
        [one] { $n } order a second
       *[other] { $n } orders a second
    }
replay-view = Shown:
replay-as = as { $side } saw it
replay-open = both sides, laid open
replay-open-later = Both sides are laid open only once the game has ended
replay-seated = As { $side } saw it
replay-seated-hint = The game is still running: its replay shows only what the side at the table could see.
replay-fork = Fork from here
replay-fork-hint = Start a new game from this moment, with the players chosen beside it; it is saved as a new game and the one watched stays as it was
replay-fork-as-played = with the players as they were
replay-fork-people = two people at this screen
replay-fork-computer = the computer plays { $side }
replay-forked = A new game goes on from here, saved as { $file }.
replay-record = Game record
replay-record-hint = The finished game written out turn by turn in this language, as a text file beside the saves
replay-close = Close
replay-close-hint = Stop watching and go back to the title screen
replay-mismatch = After order { $at } the game is not in the state the save recorded: it was saved by another version of the rules.
replay-failed = The game cannot be watched again: { $reason }
replay-watch-again = Watch again
replay-watch-again-hint = Step through the game from its first order, as either side saw it or with both laid open
recap-title = Since your last order
recap-again-short = Again
recap-again = From the beginning of their turn again
recap-back = Back to the game
recap-back-hint = Stop watching and go on with the game where it stands
replay-watch-save-hint = Step through this game from its first order (a running game: as the side at the table saw it)
record-title = { $scenario }: the game's record
record-facts = Seed { $seed }, { $orders ->
        [one] { $orders } order
       *[other] { $orders } orders
    }, { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    }
record-turn = Turn { $turn }
record-only = (seen only by { $side } at the time)
record-not-over = only a finished game has a record (a running game's would tell one side what is hidden from it)
record-written = The game's record is written: { $file }
record-failed = No record: { $reason }
cc-action-dig-in = Dig In
cc-action-demolitions = Demolitions
cc-action-hidden-wire = Hidden Wire
cc-event-craters = Craters
cc-event-medic = Medic
cc-event-walking-wounded = Walking Wounded
cc-event-reinforcements = Reinforcements
cc-event-interdiction = Interdiction
cc-event-air-support = Air Support
cc-roll-event-hex = the hex of { $event }
cc-play-dig-in = Dig In: { $unit }
cc-play-demolish = Demolitions: { $unit } clears { $hex }
cc-play-hidden-wire = Hidden Wire at { $hex }
cc-prompt-medic = Medic! Choose the broken unit that recovers: { $units }.
cc-prompt-air-support = Air Support! Choose the enemy unit whose hex the aircraft attack: { $units }.
cc-ev-fort-placed = { $fort } now at { $hex }
cc-ev-fort-cleared = { $fort } cleared at { $hex }
cc-ev-stopped = { $unit } runs into hidden wire and stops
cc-ev-air-strike = { $side }'s aircraft attack { $hex }: FP { $fp }
cc-no-works = { $action } cannot be used at { $hex }: a fortification is already there (or, to clear, none is), no unit may stand there, it burns, or an enemy holds it
cc-action-spray-fire = Spray Fire
cc-ev-sprayed = Spray Fire: the attack also strikes { $hexes }
cc-action-no-quarter = No Quarter
cc-play-no-quarter = No Quarter at { $hex }
