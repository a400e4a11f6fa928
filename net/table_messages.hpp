#pragma once
// The messages a host sends its clients (docs/network.md), built from what one seat may see.
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "framework/match.hpp"
#include "framework/seat_wording.hpp"
#include "net/seat_view.hpp"
#include "net/table.hpp"

namespace cardtable::net {

// The words a seat's messages name the seats with: "You" for itself, the others by their names.
std::vector<framework::SeatWording> viewer_words(const std::vector<TableSeat>& seats, framework::Seat viewer);
// The words of someone at no seat (the host's status lines): every seat by its name.
std::vector<framework::SeatWording> onlooker_words(const std::vector<TableSeat>& seats);
// [{"name":…, "bot":false, "present":true}, …]: who sits where and whether a client is there.
nlohmann::json seats_json(const std::vector<TableSeat>& seats);
// The position as `viewer` sees it: its view (the game's typed observation), the decision asked (its options only
// for the seat asked), the results once over, and the events of the answer that led here, worded for it, with the
// notice it pauses on when there is one.
nlohmann::json update_json(const framework::Match& match, const framework::Decision* pending, std::size_t decision,
                           framework::Seat viewer, const SeatView& view, framework::SeatWordings words,
                           const std::vector<std::string>& events, const std::optional<SeatNotice>& notice = {});

}  // namespace cardtable::net
