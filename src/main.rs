//! The `hexmarshal` binary: parses the command line and runs a subcommand or opens the game window.

use clap::Parser;
use hexmarshal::cli::{self, Cli, Command};

fn main() {
    let args = Cli::parse();
    let code = match args.command {
        Some(Command::Check { files }) => cli::check(&files),
        Some(Command::Replay { save, verify }) => cli::replay(&save, verify),
        Some(Command::Los { file, from, to }) => cli::los(&file, from, to),
        Some(Command::Simulate { file, games, seed, max_orders, verbose }) => {
            cli::simulate(&file, games, seed, max_orders, verbose)
        }
        Some(Command::Play { file }) => hexmarshal::view::run_window(Some(file), args.screenshot),
        None => hexmarshal::view::run_window(None, args.screenshot),
    };
    std::process::exit(code);
}
