#include "net/seat_view.hpp"

#include "framework/errors.hpp"

namespace cardtable::net {

std::string view_format_mismatch(long long host, long long client) {
  if (host <= 0)
    return "the host's program is older than this one (it names no view format): host and players need the same "
           "Cardtable release";
  const bool host_newer = host > client;
  return "the host sends views of format " + std::to_string(host) + " and this Cardtable reads format " +
         std::to_string(client) + ": the " + (host_newer ? "player's" : "host's") +
         " program is older; host and players need the same Cardtable release";
}

std::string welcome_refusal(const nlohmann::json& welcome) {
  if (!welcome.value("ok", false)) return "";
  // A host older than the view format's check names none: its views may be of any earlier format.
  const auto& views = welcome.contains("views") ? welcome["views"] : nlohmann::json(0);
  const long long host = views.is_number_integer() ? views.get<long long>() : 0;
  return host == kViewFormat ? "" : view_format_mismatch(host, kViewFormat);
}

const SeatView& seat_view(const framework::GameCatalog& catalog, std::string_view game_id) {
  const auto* view = catalog.get(game_id).part<SeatView>();
  if (!view) throw framework::BadSetup(std::string(game_id) + " cannot be played over the network yet");
  return *view;
}

}  // namespace cardtable::net
