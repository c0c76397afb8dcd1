//! Benchmarks for line of sight, full-map visibility and reachable hexes on a 64x64 map of mixed terrain.

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use hexmarshal::rules::Ruleset;
use hexmarshal::rules::hex::{Coord, Dir, HexsideKey, Orientation};
use hexmarshal::rules::los::sight::Sight;
use hexmarshal::rules::los::{LosContext, LosIndex, line_of_sight, visible_from, visible_from_by_lines};
use hexmarshal::rules::map::{HexsideFeature, MapGrid};
use hexmarshal::rules::movement::{Piece, reachable};
use hexmarshal::rules::terrain::{HexsideKind, SightEffect, Terrain, terrain_profile};
use hexx::Hex;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::HashMap;
use std::hint::black_box;

const O: Orientation = Orientation::Pointy;
const N: u32 = 64;

fn mixed_map(seed: u64) -> MapGrid {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut m = MapGrid::new(O, N, N, Terrain::Open);
    for i in 0..m.terrain.len() {
        m.terrain[i] = match rng.random_range(0..100) {
            0..60 => Terrain::Open,
            60..72 => Terrain::Forest,
            72..82 => Terrain::Brush,
            82..88 => Terrain::Orchard,
            88..94 => Terrain::Field,
            94..97 => Terrain::Building,
            _ => Terrain::Road,
        };
        if rng.random_range(0..10) == 0 {
            m.elevation[i] = 1;
        }
    }
    for _ in 0..200 {
        let at = Coord(rng.random_range(1..N as i32 - 1), rng.random_range(1..N as i32 - 1));
        let d = Dir::all(O)[rng.random_range(0..6)];
        if let Some(k) = HexsideKey::new(at, d, O) {
            m.hexsides.insert(k, HexsideFeature { kind: HexsideKind::Wall, faces_from: None, reciprocal: false });
        }
    }
    m
}

/// Pairs of on-map hexes exactly `d` apart.
fn pairs(d: u32, count: usize, seed: u64) -> Vec<(Coord, Coord)> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut out = Vec::with_capacity(count);
    while out.len() < count {
        let a = Coord(rng.random_range(0..N as i32), rng.random_range(0..N as i32));
        let ring: Vec<Hex> = a.to_hex(O).ring(d).collect();
        let b = Coord::from_hex(ring[rng.random_range(0..ring.len())], O);
        if b.0 >= 0 && b.1 >= 0 && b.0 < N as i32 && b.1 < N as i32 {
            out.push((a, b));
        }
    }
    out
}

/// The baseline: `hexx::Hex::line_to` plus a `HashMap` terrain lookup, blocked by obstacles, largest hindrance kept.
fn baseline(terrain: &HashMap<Hex, Terrain>, a: Hex, b: Hex) -> (bool, u8) {
    let mut hind = 0;
    for h in a.line_to(b) {
        if h == a || h == b {
            continue;
        }
        match terrain.get(&h).map(|t| terrain_profile(Ruleset::CombatCommander, *t).sight) {
            Some(SightEffect::Obstacle) => return (true, hind),
            Some(SightEffect::Hindrance(x)) => hind = hind.max(x),
            _ => {}
        }
    }
    (false, hind)
}

fn bench_los(c: &mut Criterion) {
    let m = mixed_map(64);
    let ix = LosIndex::new(&m, Ruleset::CombatCommander);
    let ctx = LosContext::empty();
    let terrain: HashMap<Hex, Terrain> = m.all_coords().map(|c| (c.to_hex(O), m.terrain(c).unwrap())).collect();
    let mut g = c.benchmark_group("los");
    for d in [5u32, 10, 20] {
        let ps = pairs(d, 1000, u64::from(d));
        let hexes: Vec<(Hex, Hex)> = ps.iter().map(|(a, b)| (a.to_hex(O), b.to_hex(O))).collect();
        g.throughput(Throughput::Elements(ps.len() as u64));
        g.bench_with_input(BenchmarkId::new("engine", d), &ps, |bch, ps| {
            bch.iter(|| {
                let mut blocked = 0;
                for (a, b) in ps {
                    blocked += line_of_sight(&ix, &ctx, *a, *b, false).verdict.is_blocked() as u32;
                }
                black_box(blocked)
            })
        });
        g.bench_with_input(BenchmarkId::new("baseline_line_to_hashmap", d), &hexes, |bch, hs| {
            bch.iter(|| {
                let mut blocked = 0;
                for (a, b) in hs {
                    blocked += baseline(&terrain, *a, *b).0 as u32;
                }
                black_box(blocked)
            })
        });
    }
    g.finish();
}

fn bench_visibility(c: &mut Criterion) {
    let m = mixed_map(7);
    let mut rng = ChaCha8Rng::seed_from_u64(100);
    let units: Vec<Coord> =
        (0..100).map(|_| Coord(rng.random_range(0..N as i32), rng.random_range(0..N as i32))).collect();
    let all_len = m.terrain.len();
    let mut g = c.benchmark_group("visibility");
    g.sample_size(10);
    for r in [Ruleset::Medieval, Ruleset::CombatCommander, Ruleset::NinthAge] {
        let ix = LosIndex::new(&m, r);
        let occ = ix.occupancy(units.iter().copied());
        let ctx = LosContext { occupied: &occ };
        g.throughput(Throughput::Elements((units.len() * all_len) as u64));
        // The sweep (what `visible_from` does), against one exact line walk per hex.
        g.bench_function(BenchmarkId::new("sweep_100_units_x_4096_hexes", r.id()), |bch| {
            bch.iter(|| {
                let mut seen = 0usize;
                for u in &units {
                    seen += visible_from(&ix, &ctx, *u).iter().filter(|v| **v).count();
                }
                black_box(seen)
            })
        });
        g.bench_function(BenchmarkId::new("lines_100_units_x_4096_hexes", r.id()), |bch| {
            bch.iter(|| {
                let mut seen = 0usize;
                for u in &units {
                    seen += visible_from_by_lines(&ix, &ctx, *u).iter().filter(|v| **v).count();
                }
                black_box(seen)
            })
        });
        // Everything `Sight` keeps for 100 observers, built cold.
        let eyes: Vec<Option<Coord>> = units.iter().map(|u| Some(*u)).collect();
        g.bench_function(BenchmarkId::new("sight_new_100_observers", r.id()), |bch| {
            bch.iter(|| black_box(Sight::new(&ix, occ.clone(), &eyes).watchers(Coord(32, 32))))
        });
        // One side (the first 50 units) after one of its units, or one of the enemy's, steps one hex and back:
        // two updates per iteration.
        g.throughput(Throughput::Elements(2));
        let mut side = Sight::new(&ix, occ.clone(), &eyes[..50]);
        for (name, who) in [("sight_update_own_unit_moves", 0usize), ("sight_update_enemy_unit_moves", 50)] {
            let from = units[who];
            let to =
                from.neighbors(O).into_iter().find(|n| m.contains(*n) && !units.contains(n)).expect("a free neighbour");
            let own = |at: Coord| if who < 50 { vec![(who, Some(at))] } else { vec![] };
            g.bench_function(BenchmarkId::new(name, r.id()), |bch| {
                bch.iter(|| {
                    side.update(&ix, &[(from, false), (to, true)], &own(to));
                    side.update(&ix, &[(to, false), (from, true)], &own(from));
                    black_box(side.last_swept)
                })
            });
        }
    }
    g.finish();
}

fn bench_reachable(c: &mut Criterion) {
    let m = mixed_map(11);
    let r = Ruleset::Medieval;
    let cav = r.unit_type("light_cavalry").unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let mut pieces = vec![Piece { id: "mover", side: 0, unit_type: cav, at: Coord(32, 32) }];
    for i in 0..60 {
        let at = Coord(rng.random_range(0..N as i32), rng.random_range(0..N as i32));
        if at != Coord(32, 32) {
            pieces.push(Piece { id: if i % 2 == 0 { "a" } else { "b" }, side: i % 2, unit_type: cav, at });
        }
    }
    let cc = Ruleset::CombatCommander;
    let squad = cc.unit_type("squad").unwrap();
    let cc_pieces = vec![Piece { id: "sq", side: 0, unit_type: squad, at: Coord(32, 32) }];
    let mut g = c.benchmark_group("reachable");
    g.bench_function("medieval_light_cavalry_4", |bch| {
        bch.iter(|| black_box(reachable(r, &m, &pieces, 0, &[], 4).ends.len()))
    });
    g.bench_function("combat_commander_squad_4mp", |bch| {
        bch.iter(|| black_box(reachable(cc, &m, &cc_pieces, 0, &[], 4).ends.len()))
    });
    g.finish();
}

criterion_group!(benches, bench_los, bench_visibility, bench_reachable);
criterion_main!(benches);
