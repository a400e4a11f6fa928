#include "saves/session_codec.hpp"

#include <sstream>

#include <boost/archive/archive_exception.hpp>
#include <boost/serialization/vector.hpp>

#include "framework/errors.hpp"
#include "framework/input_limits.hpp"
#include "framework/seat_words.hpp"
#include "saves/codec.hpp"
#include "saves/framework_serialization.hpp"
#include "saves/header.hpp"
#include "saves/save_file.hpp"

namespace cardtable::saves {
namespace {

const StateCodec& codec_for(std::string_view game_id, const framework::GameCatalog& catalog) {
  if (!catalog.find(game_id)) throw SaveError("a save of game '" + std::string(game_id) + "', which this program does not play");
  const auto* codec = find_codec(catalog, game_id);
  if (!codec) throw SaveError("game '" + std::string(game_id) + "' cannot be saved or loaded yet (no save codec)");
  return *codec;
}


// Everything the body holds besides the game state, in the order it is written.
struct SessionRecord {
  std::string game_id;
  std::string setup;
  std::string name;
  std::int64_t created_at = 0;
  std::vector<framework::SeatPlayer> seats;
  std::vector<std::string> answers;
  int hints_used = 0;

  template <class Archive>
  void serialize(Archive& ar, const unsigned int version) {
    ar & game_id & setup & name & created_at & seats & answers;
    if (version >= 1) ar & hints_used;  // format 7; older saves took no hints on record
  }
};

// Plays the answer log into `fresh` (a session just built from the setup); the result must be the stored state.
void check_replay(framework::Session& fresh, const std::vector<std::string>& answers, const StateCodec& codec,
                  const framework::Match& stored, ReplayWatch* watch) {
  if (watch) watch->started(fresh);
  for (std::size_t i = 0; i < answers.size(); ++i) {
    if (fresh.match().is_over()) throw SaveError("answer " + std::to_string(i + 1) + " comes after the end of the game");
    try {
      const auto said = fresh.answer(answers[i]);
      if (watch) watch->answered(fresh, said);
    } catch (const framework::IllegalOption& e) {
      throw SaveError("answer " + std::to_string(i + 1) + " ('" + answers[i] + "') cannot be replayed: " + e.what());
    }
  }
  if (!codec.same_state(fresh.match(), stored))
    throw SaveError("the stored game state differs from replaying its " + std::to_string(answers.size()) +
                    " answers from the setup");
}

}  // namespace
}  // namespace cardtable::saves

BOOST_CLASS_VERSION(cardtable::saves::SessionRecord, 1)  // 1: hints used

namespace cardtable::saves {

std::string save_summary(const framework::Session& session) {
  // The seats as the table's player list names them ("You vs Bot (normal)", "Ada vs Bo").
  std::string players;
  for (const auto& words : framework::seat_words(session.seats()))
    players += (players.empty() ? "" : " vs ") + words.title;
  return session.match().summary() + (players.empty() ? "" : " · " + players);
}

std::string encode_save(const framework::Session& session, std::int64_t played_at) {
  const auto* codec = find_codec(session.catalog(), session.game_id());
  if (!codec) throw SaveError("game '" + session.game_id() + "' cannot be saved yet (no save codec)");
  const SessionRecord record{session.game_id(), session.setup().dump(), session.name(), session.created_at(),
                             session.seats(),   session.answers(),  session.hints_used()};
  std::ostringstream body;
  {
    SaveOArchive out(body);
    out << record;
    codec->encode(out, session.match());
  }
  SaveHeader header;
  header.game_id = session.game_id();
  header.name = session.name();
  header.created_at = session.created_at();
  header.last_played_at = played_at;
  header.summary = save_summary(session);
  return seal(header, body.str());
}

framework::Session decode_save(std::string_view bytes, const framework::GameCatalog& catalog, LoadCheck check,
                               ReplayWatch* watch) {
  const auto sealed = open_sealed(bytes);
  const auto& codec = codec_for(sealed.header.game_id, catalog);
  try {
    std::istringstream body{std::string(sealed.body)};
    SaveIArchive in(body, sealed.body.size());
    SessionRecord record;
    in >> record;
    if (record.game_id != sealed.header.game_id)
      throw SaveError("wrong game: the header says '" + sealed.header.game_id + "' but the body holds '" + record.game_id + "'");
    // The setup is parsed and copied recursively: a hostile file must not nest it deep enough to overflow the stack.
    framework::check_json_depth(record.setup);
    auto setup = nlohmann::json::parse(record.setup);
    if (codec.setup_for_format) setup = codec.setup_for_format(sealed.header.format, std::move(setup));
    auto stored = codec.decode(in, setup);
    if (record.seats.size() != static_cast<std::size_t>(stored->player_count()))
      throw SaveError(std::to_string(record.seats.size()) + " seats for a game of " +
                      std::to_string(stored->player_count()) + " players");
    framework::Session session(catalog, record.game_id, setup, record.seats);
    if (check == LoadCheck::Replay) {
      check_replay(session, record.answers, codec, *stored, watch);
      // The replay is the game; the stored state only checks it, and one from an older format may lack what later
      // formats added (Smash Up's count of plays this turn), which the replay has.
      stored = session.match().clone();
    }
    session.set_name(record.name);
    session.set_created_at(record.created_at);
    if (record.hints_used < 0) throw SaveError("a negative count of hints used");
    session.set_hints_used(record.hints_used);
    session.restore(std::move(stored), std::move(record.answers));
    return session;
  } catch (const SaveError&) {
    throw;
  } catch (const boost::archive::archive_exception& e) {
    throw SaveError(std::string("damaged body: ") + e.what());
  } catch (const nlohmann::json::exception& e) {
    throw SaveError(std::string("damaged setup: ") + e.what());
  } catch (const framework::InputTooLarge& e) {
    throw SaveError(std::string("damaged setup: ") + e.what());
  } catch (const framework::BadSetup& e) {
    throw SaveError(std::string("bad setup: ") + e.what());
  } catch (const std::bad_alloc&) {
    throw SaveError("damaged body: it asks for more memory than a save needs");
  } catch (const std::exception& e) {
    // A game's own setup or rules refusing what the save holds.
    throw SaveError(std::string("cannot be rebuilt: ") + e.what());
  }
}

}  // namespace cardtable::saves
