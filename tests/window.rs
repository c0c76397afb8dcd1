//! Checks the screenshot that `test.sh` takes of the real window under Xvfb: the map is drawn, not a blank frame.

use std::path::Path;

#[test]
#[ignore = "needs the screenshot taken under Xvfb by test.sh"]
fn the_default_scenario_window_shows_a_map() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/screenshots/default.png");
    let decoder = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(&path).expect("screenshot exists")));
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).unwrap();
    assert!(info.width >= 640 && info.height >= 400, "{}x{}", info.width, info.height);
    let px = info.color_type.samples();
    let bytes = &buf[..info.buffer_size()];
    // Count pixels that look like terrain (greenish) and distinct colours overall.
    let mut green = 0usize;
    let mut colours = std::collections::BTreeSet::new();
    for p in bytes.chunks(px) {
        let (r, g, b) = (p[0], p[1], p[2]);
        if g > r && g > b && g > 80 {
            green += 1;
        }
        colours.insert((r >> 3, g >> 3, b >> 3));
    }
    let total = (info.width * info.height) as usize;
    assert!(green * 5 > total, "less than a fifth of the frame is terrain: {green}/{total}");
    assert!(colours.len() > 200, "only {} distinct colours: not a drawn map", colours.len());
}
