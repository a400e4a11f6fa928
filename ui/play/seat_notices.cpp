#include "ui/play/seat_notices.hpp"

#include <map>

#include "ui/play/game_ui.hpp"
#include "ui/screens/local_seat.hpp"

namespace cardtable::ui {

net::SeatNotices table_notices(const framework::GameCatalog& catalog) {
  return [&catalog](const framework::Session& after, framework::Seat seat,
                    framework::SeatWordings words) -> std::optional<net::SeatNotice> {
    // One table per game and thread, for its words only: a host's tables word every answer for every seat.
    thread_local std::map<std::string, std::unique_ptr<GameTable>> tables;
    auto& table = tables[after.game_id()];
    if (!table) table = make_table(catalog, after.game_id());
    std::optional<Notice> notice;
    if (after.match().is_over()) {
      LocalSeat local(catalog, after);
      notice = table->result(after, local.position(seat, words), words);
    } else {
      notice = table->narrate(after.match(), {}, words).notice;
    }
    if (!notice) return std::nullopt;
    return net::SeatNotice{std::move(notice->title), std::move(notice->lines)};
  };
}

}  // namespace cardtable::ui
