#include "ui/smashup/smashup_narration.hpp"

#include <algorithm>

#include "games/smashup/catalog.hpp"
#include "games/smashup/choice_text.hpp"
#include "games/smashup/rules.hpp"

namespace cardtable::ui {
namespace {

using smashup::Event;
using smashup::EventKind;

std::string pad(std::string text, std::size_t width) {
  if (text.size() < width) text.append(width - text.size(), ' ');
  return text;
}

// One block per base scored: its power, then a row per ranked player (place, power, VP from this base), then its
// ability; the VP everyone has after the answer close the notice.
std::optional<Notice> scoring_notice(const smashup::State& after, const std::vector<Event>& events,
                                     framework::SeatWordings seats) {
  Notice notice;
  std::vector<std::string> bases;
  std::size_t name_width = 0;
  for (smashup::Seat p = 0; p < after.players; ++p) name_width = std::max(name_width, seats[p].name.size());
  for (std::size_t i = 0; i < events.size(); ++i) {
    if (events[i].kind != EventKind::BaseScoring) continue;
    const auto base = events[i].base;
    const auto& def = smashup::base_def(base);
    bases.emplace_back(def.name);
    if (!notice.lines.empty()) notice.lines.emplace_back();
    notice.lines.push_back(std::string(def.name) + " scores with " + std::to_string(events[i].amount) + " power.");
    // The places by rank (the log gives them in seat order), each with the VP this base gave.
    std::vector<const Event*> places;
    for (std::size_t j = i + 1; j < events.size() && events[j].kind == EventKind::PlaceTaken; ++j)
      places.push_back(&events[j]);
    std::stable_sort(places.begin(), places.end(), [](const Event* a, const Event* b) { return a->place < b->place; });
    for (const auto* place : places) {
      int vp = 0;
      for (std::size_t k = i + 1; k < events.size() && events[k].kind != EventKind::BaseScoring; ++k)
        if (events[k].kind == EventKind::VpGained && events[k].seat == place->seat && events[k].base == base &&
            events[k].by == smashup::kNoCard)
          vp += events[k].amount;
      const auto power = std::to_string(place->amount);
      notice.lines.push_back("  " + smashup::place_name(place->place) + "  " + pad(seats[place->seat].name, name_width) +
                             std::string(power.size() < 3 ? 4 - power.size() : 1, ' ') + power + " power  +" +
                             std::to_string(vp) + " VP");
    }
    notice.lines.push_back("Its ability: " + std::string(def.text));
  }
  if (bases.empty()) return std::nullopt;
  notice.title = bases.size() == 1 ? bases.front() + " scored" : std::to_string(bases.size()) + " bases scored";
  std::string totals = "VP now:";
  for (smashup::Seat p = 0; p < after.players; ++p)
    totals += (p ? ", " : " ") + seats[p].name + " " + std::to_string(after.seats[p].vp);
  notice.lines.emplace_back();
  notice.lines.push_back(totals + ".");
  return notice;
}

}  // namespace

Narration narrate_smashup(const smashup::SmashUpMatch& after, framework::SeatWordings seats) {
  const auto& s = after.state();
  Narration out;
  for (const auto& e : after.last_events())
    if (auto sentence = smashup::describe(s, e, seats); !sentence.empty()) out.log.push_back(std::move(sentence));
  out.notice = smashup_notice(after, seats);
  return out;
}

std::optional<Notice> smashup_notice(const smashup::SmashUpMatch& after, framework::SeatWordings seats) {
  const auto& events = after.last_events();
  if (std::none_of(events.begin(), events.end(), [](const Event& e) { return e.kind == EventKind::BaseScoring; }))
    return std::nullopt;
  return scoring_notice(after.state(), events, seats);
}

}  // namespace cardtable::ui
