#include "saves/session_codec.hpp"

#include <optional>
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
  // The answers start from a position written before the current state (Session::start), not from the setup.
  bool from_position = false;

  template <class Archive>
  void serialize(Archive& ar, const unsigned int version) {
    ar & game_id & setup & name & created_at & seats & answers;
    if (version >= 1) ar & hints_used;  // format 7; older saves took no hints on record
    if (version >= 2) ar & from_position;  // format 9; older saves start from their setup
  }
};

// The answer log played into `fresh`, a new session at its start (the setup's deal, or the position it went on from);
// the result must be the stored state. Throws SaveError, or whatever the game throws for an answer it can no longer
// take: both mean the log does not replay under today's rules, and `fresh` is where the replay got to — after a
// SaveError, a sound position of today's rules (an answer refused before it applied, or every answer applied).
void replay(framework::Session& fresh, const std::vector<std::string>& answers, const StateCodec& codec,
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
                    " answers from the " + (fresh.start() ? "position it went on from" : "setup"));
}

// How many decisions a copy of a stored position is played on after each option of its pending decision: enough for
// the abilities waiting under the one asking to resolve.
constexpr int kLookAhead = 20;

// Every option of the position's pending decision must apply on a copy, and the game go on from it for a few
// decisions (the first option each time): a half-resolved ability whose card's steps changed must fail here, not
// later in the middle of a game.
void check_goes_on(const framework::Match& position) {
  if (position.is_over()) return;
  for (const auto& option : position.pending().options) {
    try {
      auto copy = position.clone();
      copy->answer(option.id);
      for (int i = 0; i < kLookAhead && !copy->is_over(); ++i) copy->answer(copy->pending().options.at(0).id);
    } catch (const std::exception& e) {
      throw SaveError("its pending decision cannot be answered '" + option.id + "' under today's rules (" +
                      e.what() + ")");
    }
  }
}

// The session going on from the stored position (LoadCheck::ReplayOrStored), the replay having failed for `why`.
// `replayed` is where the replay got to under today's rules (nullptr when it could not start).
framework::Session go_on_from_stored(const framework::GameCatalog& catalog, const SessionRecord& record,
                                     nlohmann::json setup, const StateCodec& codec, const framework::Match& stored,
                                     const framework::Match* replayed, const std::string& why, ReplayWatch* watch) {
  std::unique_ptr<framework::Match> position;
  try {
    position = codec.go_on ? codec.go_on(stored, replayed, setup) : stored.clone();
    check_goes_on(*position);
  } catch (const std::exception& e) {
    throw SaveError(why + "; and the saved position cannot go on under today's rules: " + e.what());
  }
  framework::Session session(catalog, record.game_id, std::move(setup), record.seats, std::move(position));
  if (watch) {
    watch->started(session);
    watch->went_on(session, why, std::string(kEarlierRulesNotice));
  }
  return session;
}

// The session going on from where its replay stopped (`replayed`, refused cleanly at an answer), the stored position
// being unable to go on either (`why` says both): the answers after that point are lost, every one before it is kept.
framework::Session go_on_from_replay(framework::Session replayed, std::size_t answers, const std::string& why,
                                     ReplayWatch* watch) {
  try {
    check_goes_on(replayed.match());
  } catch (const std::exception& e) {
    throw SaveError(why + "; nor can the game go on from its last answer that replays: " + e.what());
  }
  if (watch) watch->went_on(replayed, why, earlier_decision_notice(replayed.answers().size(), answers));
  return replayed;
}

}  // namespace

std::string earlier_decision_notice(std::size_t replayed, std::size_t answers) {
  const std::string start =
      "Saved by an earlier version whose rules differed, in the middle of something today's rules cannot take up; ";
  if (replayed == answers) return start + "it goes on from its decisions as today's rules play them.";
  const auto lost = answers - replayed;
  return start + "it goes on from decision " + std::to_string(replayed + 1) +
         ", the last one today's rules replay: the " + std::to_string(lost) +
         (lost == 1 ? " decision after it is lost." : " decisions after it are lost.");
}

void check_loadable(const framework::Session& session) {
  decode_save(encode_save(session, session.created_at()), session.catalog());
}

}  // namespace cardtable::saves

BOOST_CLASS_VERSION(cardtable::saves::SessionRecord, 2)  // 1: hints used; 2: from a position

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
  const SessionRecord record{session.game_id(), session.setup().dump(), session.name(),
                             session.created_at(), session.seats(), session.answers(),
                             session.hints_used(), session.start() != nullptr};
  std::ostringstream body;
  {
    SaveOArchive out(body);
    out << record;
    if (session.start()) codec->encode(out, *session.start());
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
    if (record.hints_used < 0) throw SaveError("a negative count of hints used");
    // Names are shown at the table and printed in a shell: whatever a file holds, they are text.
    record.name = framework::printable(record.name);
    for (auto& seat : record.seats) seat.name = framework::printable(seat.name);
    // The setup is parsed and copied recursively: a hostile file must not nest it deep enough to overflow the stack.
    framework::check_json_depth(record.setup);
    auto setup = nlohmann::json::parse(record.setup);
    if (codec.setup_for_format) setup = codec.setup_for_format(sealed.header.format, std::move(setup));
    // A start that today's checks refuse is no start the log can replay from; the stored position may still go on.
    std::unique_ptr<framework::Match> start;
    std::string start_problem;
    if (record.from_position) {
      try {
        start = codec.decode(in, setup);
      } catch (const SaveError& e) {
        start_problem = std::string("the position its answers start from: ") + e.what();
      }
    }
    auto stored = codec.decode(in, setup);
    if (codec.setup_for_state) codec.setup_for_state(*stored, setup);
    if (record.seats.size() != static_cast<std::size_t>(stored->player_count()))
      throw SaveError(std::to_string(record.seats.size()) + " seats for a game of " +
                      std::to_string(stored->player_count()) + " players");
    if (start && start->player_count() != stored->player_count())
      start_problem = "the position its answers start from has another number of players";
    auto session = [&] {
      if (check == LoadCheck::Trusting) {
        auto trusted = start ? framework::Session(catalog, record.game_id, setup, record.seats, std::move(start))
                             : framework::Session(catalog, record.game_id, setup, record.seats);
        trusted.restore(std::move(stored), record.answers);
        return trusted;
      }
      std::optional<framework::Session> fresh;
      std::string why;
      bool refused_cleanly = false;
      try {
        if (!start_problem.empty()) throw SaveError(start_problem);
        fresh.emplace(start ? framework::Session(catalog, record.game_id, setup, record.seats, start->clone())
                            : framework::Session(catalog, record.game_id, setup, record.seats));
        // The replay is the game; the stored state only checks it, and one from an older format may lack what later
        // formats added (Smash Up's count of plays this turn), which the replay has.
        replay(*fresh, record.answers, codec, *stored, watch);
        return std::move(*fresh);
      } catch (const std::bad_alloc&) {
        throw;
      } catch (const SaveError& e) {
        if (check == LoadCheck::Replay) throw;
        why = e.what();
        refused_cleanly = fresh.has_value();
      } catch (const std::exception& e) {
        if (check == LoadCheck::Replay) throw;
        why = e.what();
      }
      try {
        return go_on_from_stored(catalog, record, setup, codec, *stored, fresh ? &fresh->match() : nullptr, why, watch);
      } catch (const SaveError& e) {
        if (!refused_cleanly) throw;
        return go_on_from_replay(std::move(*fresh), record.answers.size(), e.what(), watch);
      }
    }();
    session.set_name(record.name);
    session.set_created_at(record.created_at);
    session.set_hints_used(record.hints_used);
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
