#include "net/table_messages.hpp"

namespace cardtable::net {

using nlohmann::json;

std::vector<framework::SeatWording> viewer_words(const std::vector<TableSeat>& seats, framework::Seat viewer) {
  std::vector<framework::SeatWording> words;
  for (std::size_t i = 0; i < seats.size(); ++i) {
    if (i == viewer) {
      words.push_back({"You", "your", "your", "You", "You", true});
      continue;
    }
    const auto& name = seats[i].name;
    const auto own = seats[i].player.is_bot ? "its" : "their";
    words.push_back({name, name + "'s", own, name, "P" + std::to_string(i + 1), false});
  }
  return words;
}

std::vector<framework::SeatWording> onlooker_words(const std::vector<TableSeat>& seats) {
  return viewer_words(seats, static_cast<framework::Seat>(seats.size()));
}

json seats_json(const std::vector<TableSeat>& seats) {
  json out = json::array();
  for (const auto& seat : seats) {
    json entry{{"name", seat.name}, {"bot", seat.player.is_bot}, {"present", seat.player.is_bot || seat.link != nullptr}};
    if (seat.player.is_bot) entry["level"] = seat.player.bot_level;
    out.push_back(entry);
  }
  return out;
}

json update_json(const framework::Match& match, const framework::Decision* pending, std::size_t decision,
                 framework::Seat viewer, const SeatView& view, framework::SeatWordings words,
                 const std::vector<std::string>& events, const std::optional<SeatNotice>& notice) {
  json out{{"type", "update"},
           {"decision", decision},
           {"game", match.game_id()},
           {"over", match.is_over()},
           {"view", view.observation(match, viewer, words)},
           {"events", events}};
  if (notice) out["notice"] = {{"title", notice->title}, {"lines", notice->lines}};
  if (match.is_over()) {
    out["results"] = match.results();
  } else if (pending) {
    json question{{"seat", pending->seat}, {"turn", pending->turn}, {"prompt", pending->prompt}};
    // everyone sees who is asked and why; only the seat asked sees what it may answer.
    if (pending->seat == viewer) {
      json options = json::array();
      for (const auto& option : pending->options) options.push_back({{"id", option.id}, {"label", option.label}});
      question["options"] = options;
    }
    out["question"] = question;
  }
  return out;
}

}  // namespace cardtable::net
