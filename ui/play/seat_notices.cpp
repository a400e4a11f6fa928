#include "ui/play/seat_notices.hpp"

#include <map>

#include "ui/play/game_ui.hpp"
#include "ui/screens/local_seat.hpp"

namespace cardtable::ui {

net::SeatNotices table_notices(const framework::GameCatalog& catalog) {
  return [&catalog](const framework::Session& after) -> net::NoticeWording {
    // One table per game and thread, for its words only: a host's tables word every answer for every seat.
    thread_local std::map<std::string, std::unique_ptr<GameTable>> tables;
    auto& table = tables[after.game_id()];
    if (!table) table = make_table(catalog, after.game_id());
    const GameTable& words_of = *table;
    if (!after.match().is_over())
      return [&words_of, &after](framework::Seat, framework::SeatWordings words) -> std::optional<net::SeatNotice> {
        auto notice = words_of.notice(after.match(), words);
        if (!notice) return std::nullopt;
        return net::SeatNotice{std::move(notice->title), std::move(notice->lines)};
      };
    // The results: the finished session read once, then worded from each seat's own position, as a local table's.
    const auto* view = catalog.get(after.game_id()).part<net::SeatView>();
    return [results = words_of.results(after), view, &after](framework::Seat seat, framework::SeatWordings words) {
      auto notice = results(seat_position(view, after.match(), seat, words), words);
      return std::optional(net::SeatNotice{std::move(notice.title), std::move(notice.lines)});
    };
  };
}

}  // namespace cardtable::ui
