#include "ui/smashup/smashup_form.hpp"

#include <array>
#include <fstream>

#include <nlohmann/json.hpp>

#include "games/smashup/catalog.hpp"
#include "saves/atomic_write.hpp"
#include "saves/save_file.hpp"
#include "ui/play/player_names.hpp"

namespace cardtable::ui {
namespace {

constexpr std::array<const char*, 5> kSeatKinds = {"Person", "Bot, easy", "Bot, normal", "Bot, hard", "Bot, random"};
constexpr std::array<const char*, 5> kSeatLevels = {"", "easy", "normal", "hard", "random"};
constexpr std::array<const char*, 3> kFactionWays = {"Random pairs", "Casual pick (each in turn)",
                                                     "Snake draft (1-2-..-N-N-..-1)"};
constexpr int kDefaultBot = 2;

int wrap_index(int value, int size) { return ((value % size) + size) % size; }

}  // namespace

SmashUpForm::SmashUpForm(std::filesystem::path remembered) : remembered_(std::move(remembered)), seat_kind_{0, kDefaultBot} {
  start_.seats = {{false, "normal"}, {true, "normal"}};
  start_.names.resize(start_.seats.size());
  // The last settings, when a file of them reads well; anything else leaves the defaults.
  std::error_code ec;
  if (remembered_.empty() || !std::filesystem::is_regular_file(remembered_, ec) ||
      std::filesystem::file_size(remembered_, ec) > 4096)
    return;
  std::ifstream in(remembered_);
  const auto json = nlohmann::json::parse(in, nullptr, false);
  if (!json.is_object() || !json.contains("smashup")) return;
  const auto& last = json["smashup"];
  const auto seats = last.value("seats", nlohmann::json::array());
  const auto way = last.value("factions", 0);
  if (!seats.is_array() || seats.size() < 2 || seats.size() > 4 || way < 0 || way > 2) return;
  std::vector<int> kinds;
  std::vector<std::string> names;
  for (const auto& seat : seats) {
    const auto kind = seat.is_object() ? seat.value("kind", -1) : -1;
    if (kind < 0 || kind >= static_cast<int>(kSeatKinds.size())) return;
    kinds.push_back(kind);
    names.push_back(kind == 0 && seat.contains("name") && seat["name"].is_string() ? seat["name"].get<std::string>()
                                                                                     : "");
  }
  seat_kind_ = kinds;
  start_.seats.clear();
  for (const auto kind : kinds) start_.seats.push_back({kind != 0, kind == 0 ? "normal" : kSeatLevels[static_cast<std::size_t>(kind)]});
  start_.names = names;
  start_.factions = static_cast<FactionChoice>(way);
}

std::filesystem::path SmashUpForm::last_settings_file() {
  try {
    return saves::save_dir().parent_path() / "last-setup.json";
  } catch (const saves::SaveError&) {
    return {};
  }
}

void SmashUpForm::remember() const {
  if (remembered_.empty()) return;
  nlohmann::json seats = nlohmann::json::array();
  for (std::size_t i = 0; i < start_.seats.size(); ++i)
    seats.push_back({{"kind", seat_kind_[i]}, {"name", start_.names[i]}});
  try {
    std::filesystem::create_directories(remembered_.parent_path());
    saves::write_atomically(remembered_,
                            nlohmann::json{{"smashup", {{"seats", seats}, {"factions", static_cast<int>(start_.factions)}}}}
                                .dump(2) + "\n");
  } catch (const std::exception&) {
    // Remembering the settings is a convenience: a game starts without it.
  }
}

std::vector<FormRow> SmashUpForm::rows() const {
  std::vector<FormRow> out;
  out.push_back({"Players", std::to_string(start_.seats.size())});
  for (std::size_t i = 0; i < start_.seats.size(); ++i) {
    std::string value = kSeatKinds[static_cast<std::size_t>(seat_kind_[i])];
    const bool typing = naming_ && cursor_ == i + 1;
    if (!start_.seats[i].bot && (!start_.names[i].empty() || typing))
      value += ": " + start_.names[i] + (typing ? "_" : "");
    out.push_back({"Seat " + std::to_string(i + 1), value});
  }
  out.push_back({"Factions", kFactionWays[static_cast<std::size_t>(start_.factions)]});
  out.push_back({"Seed", seed_.value(cursor_ == seed_row())});
  out.push_back({"Start", ""});
  return out;
}

void SmashUpForm::change(int delta) {
  if (cursor_ == 0) {
    const int players = 2 + wrap_index(static_cast<int>(start_.seats.size()) - 2 + delta, 3);
    seat_kind_.resize(static_cast<std::size_t>(players), kDefaultBot);
    start_.seats.resize(static_cast<std::size_t>(players), {true, "normal"});
    start_.names.resize(static_cast<std::size_t>(players));
    return;
  }
  if (cursor_ <= start_.seats.size()) {
    auto& kind = seat_kind_[cursor_ - 1];
    kind = wrap_index(kind + delta, static_cast<int>(kSeatKinds.size()));
    auto& seat = start_.seats[cursor_ - 1];
    seat.bot = kind != 0;
    seat.level = kind == 0 ? "normal" : kSeatLevels[static_cast<std::size_t>(kind)];
    if (seat.bot) start_.names[cursor_ - 1].clear();
    return;
  }
  if (cursor_ == start_.seats.size() + 1)
    start_.factions = static_cast<FactionChoice>(wrap_index(static_cast<int>(start_.factions) + delta, 3));
}

SmashUpForm::Outcome SmashUpForm::handle(Key key) {
  if (naming_) {
    naming_ = type_name(start_.names[cursor_ - 1], key, cursor_ - 1);
    return Outcome::None;
  }
  if (seed_.handle(key, cursor_ == seed_row())) return Outcome::None;
  if (key.is('n') && cursor_ >= 1 && cursor_ <= start_.seats.size() && !start_.seats[cursor_ - 1].bot) {
    naming_ = true;
    return Outcome::None;
  }
  return form_keys(key, cursor_, start_row(), [this](int delta) { change(delta); });
}

framework::Session SmashUpForm::session(const framework::GameCatalog& catalog) const {
  auto start = start_;
  start.seed = seed_.seed();
  auto session = new_smashup_session(catalog, start);
  remember();
  return session;
}

std::vector<std::string> SmashUpForm::details() const {
  if (cursor_ == 0) return {"2 to 4 players; each plays two factions shuffled together. First to 15 VP wins."};
  if (cursor_ <= start_.seats.size())
    return {"A person plays at this keyboard (with two or more people, hands are hidden while the keyboard passes);",
            "a bot plays by itself at its level (levels Smash Up has no bot for yet play 'random').",
            "n: type this person's name (Enter ends it; left empty, they are Player " + std::to_string(cursor_) + ")."};
  if (cursor_ == start_row()) return {"Enter starts the game; Esc goes back."};
  if (cursor_ == seed_row()) return {seed_.details()};
  std::vector<std::string> out;
  for (const auto& f : smashup::factions()) {
    std::string cards;
    for (const auto& c : f.cards) cards += (cards.empty() ? "" : ", ") + std::string(c.name);
    out.push_back(std::string(f.name) + ": " + std::string(f.blurb));
    out.push_back("  " + cards);
  }
  return out;
}

}  // namespace cardtable::ui
