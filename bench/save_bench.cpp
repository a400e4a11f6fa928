// Save and load of a mid-game session of each game: encode in memory, autosave to disk (atomic write with fsync), load
// (decode, invariants and replay of the answer log) and the same decode without the replay. Target: an autosave
// under 5 ms.
#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <vector>

#include "framework/rng.hpp"
#include "app/game_modules.hpp"
#include "saves/save_file.hpp"
#include "saves/session_codec.hpp"

using namespace cardtable;

namespace {

constexpr int kRuns = 200;

// `decisions` random answers into a game: about halfway through a typical one.
framework::Session mid_game(const framework::GameCatalog& catalog, const std::string& game, const nlohmann::json& setup,
                            std::size_t decisions) {
  framework::Session session(catalog, game, setup, {{"you", false, "", 0}, {"Bot", true, "normal", 7}});
  session.set_name("bench");
  auto rng = framework::Rng::from_seed(42);
  while (session.answers().size() < decisions && !session.match().is_over()) {
    const auto options = session.match().pending().options;
    session.answer(options[rng.below(static_cast<std::uint32_t>(options.size()))].id);
  }
  return session;
}

template <class Work>
void measure(const char* what, Work&& work) {
  std::vector<double> ms;
  for (int i = 0; i < kRuns; ++i) {
    const auto start = std::chrono::steady_clock::now();
    work();
    ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
  }
  std::sort(ms.begin(), ms.end());
  std::cout << "  " << what << ": median " << ms[ms.size() / 2] << " ms, p95 " << ms[ms.size() * 95 / 100]
            << " ms, max " << ms.back() << " ms\n";
}

void bench(const framework::GameCatalog& catalog, const framework::Session& session) {
  const auto folder = std::filesystem::temp_directory_path() / "cardtable-save-bench";
  const auto path = folder / "bench.save";
  std::cout << "save/load, mid-game " << session.game_id() << " (" << session.answers().size() << " answers, "
            << session.match().summary() << "), " << kRuns << " runs each\n";
  measure("encode in memory", [&] { saves::encode_save(session, 0); });
  measure("autosave (write_save: encode, write, fsync, rename, fsync folder)", [&] { saves::write_save(path, session); });
  measure("load (read_save: read, checksum, decode, invariants, replay)", [&] { saves::read_save(path, catalog); });
  // The load in memory with and without the replay of the answer log: what the replay costs is the difference.
  const auto bytes = saves::encode_save(session, 0);
  measure("decode in memory (decode_save, replay included)", [&] { saves::decode_save(bytes, catalog); });
  measure("decode in memory without the replay (LoadCheck::Trusting)",
          [&] { saves::decode_save(bytes, catalog, saves::LoadCheck::Trusting); });
  std::cout << "  file size: " << std::filesystem::file_size(path) << " bytes\n";
  std::filesystem::remove_all(folder);
}

}  // namespace

int main() {
  framework::GameCatalog catalog;
  app::register_games(catalog);
  // Blast: round 2 or 3 after about 90 decisions; Smash Up (2 players): about 120 of a typical game's 235.
  bench(catalog, mid_game(catalog, "blast", {{"seed", 42}}, 90));
  bench(catalog, mid_game(catalog, "smashup", {{"seed", 42}, {"players", 2}}, 120));
}
