-- Matches, their seats and their orders. Portable SQL: SQLite and PostgreSQL run this same file.
-- A match is its scenario, its seed and its orders; the state hash after each order is kept to check a replay.
CREATE TABLE IF NOT EXISTS matches (
    id TEXT PRIMARY KEY,
    scenario TEXT NOT NULL,
    seed BIGINT NOT NULL,
    players TEXT NOT NULL,
    created BIGINT NOT NULL
);

-- A seat's token is never stored, only its SHA-256; side -1 is a spectator.
CREATE TABLE IF NOT EXISTS seats (
    token_hash TEXT PRIMARY KEY,
    match_id TEXT NOT NULL REFERENCES matches (id),
    side BIGINT NOT NULL
);

CREATE TABLE IF NOT EXISTS orders (
    match_id TEXT NOT NULL REFERENCES matches (id),
    idx BIGINT NOT NULL,
    side BIGINT NOT NULL,
    body TEXT NOT NULL,
    hash BIGINT NOT NULL,
    PRIMARY KEY (match_id, idx)
);
