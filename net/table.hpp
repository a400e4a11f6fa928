#pragma once
// One table a host serves: the session (the only whole state of the game), who sits where, and what each seat is
// sent. No sockets and no threads here: the host hands a table its clients' requests on one thread and runs what the
// table asks of it (bots thinking, autosaves) elsewhere, so tests and the fuzzer drive a table directly.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "framework/session.hpp"
#include "net/join_code.hpp"
#include "net/seat_view.hpp"

namespace cardtable::net {

class Table;

// Where a table's messages to one seat go: the connection of the client sitting there.
class SeatLink {
 public:
  virtual ~SeatLink() = default;
  // One message: a JSON object on one line, without the newline.
  virtual void send(const std::string& line) = 0;
};

// An answer a bot is to think out away from the network: the move of a bot's seat, or a hint for a person's seat.
struct BotJob {
  TableId table = 0;
  framework::Seat seat = 0;
  std::size_t decision = 0;  // the answers given when it was asked: its answer is dropped if the game moved on
  bool hint = false;
  std::string spec;  // for ai::make_agent
  std::uint64_t seed = 0;
  std::shared_ptr<const framework::Match> position;  // a copy: the table goes on meanwhile
};

// What a table asks of the program hosting it.
class TableHost {
 public:
  virtual ~TableHost() = default;
  // Runs the job and hands its answer back through Table::thought, on the table's thread.
  virtual void think(BotJob job) = 0;
  // The session has a new answer: save it (every decision is autosaved, as at a local table).
  virtual void autosave(const Table& table) = 0;
  // One line of the host's status (stderr and the log file).
  virtual void status(const Table& table, const std::string& line) = 0;
};

struct TableSeat {
  framework::SeatPlayer player;  // as the session has it
  std::string name;              // as the table calls it: a person's own --name when the host named nobody there
  Secret secret{};
  SeatLink* link = nullptr;      // the client sitting there now
  std::vector<std::string> log;  // every event sentence this seat was sent, worded for it
  bool hint_asked = false;       // one hint at a time, so a client cannot queue the bots' time
};

class Table {
 public:
  // `secrets` has one entry per seat (a bot's is never used).
  Table(TableId id, framework::Session session, std::vector<Secret> secrets, TableHost& host);

  TableId id() const { return id_; }
  const framework::Session& session() const { return session_; }
  const std::vector<TableSeat>& seats() const { return seats_; }
  // The decision being asked: the number of answers given so far.
  std::size_t decision() const { return session_.answers().size(); }
  bool over() const { return session_.match().is_over(); }
  // How many clients sit at the table now.
  int present() const;
  JoinCode code(framework::Seat seat, const Fingerprint& host) const;
  // Each seat's log, worded for it: what the replay of a resumed game said (the log is not part of a save).
  void set_logs(std::vector<std::vector<std::string>> logs);

  // Starts play, or play again after a resume: a bot to move is asked.
  void start();
  // A client presenting `secret` sits at `seat`. Throws protocol::ProtocolError when it may not: a wrong code, a
  // bot's seat, a seat a client holds now.
  void sit(framework::Seat seat, const Secret& secret, const std::string& name, SeatLink& link);
  // What a client that just sat down is sent after the answer to its join: the position as its seat sees it.
  void greet(framework::Seat seat);
  // What the join is answered with: the game, the seats and the seat's log so far.
  nlohmann::json welcome(framework::Seat seat) const;
  // The client at `seat` left or was dropped: the seat waits for it, and the others are told.
  void stand(framework::Seat seat);
  // `seat`'s answer to decision `decision`. Throws protocol::ProtocolError (not this seat's turn, an answer to an
  // older decision, the game over) or framework::IllegalOption, and changes nothing then.
  void answer(framework::Seat seat, std::size_t decision, const std::string& action);
  // Asks a bot at `level` what `seat` should answer now; the answer comes as a "hint" message. Throws ProtocolError.
  void ask_hint(framework::Seat seat, const std::string& level);
  // A job's answer (TableHost::think), empty when the bot failed; one for an older position is dropped.
  void thought(const BotJob& job, const std::string& action);
  // Tells every client sitting here why the table closes; nothing is sent after.
  void close(const std::string& why);

 private:
  void moved();
  std::optional<framework::Decision> asked() const;
  // `notice`: what the answer pauses on (after an answer), or the results (a seat greeted once the game is over).
  void send_update(framework::Seat seat, const std::vector<std::string>& events, const framework::Decision* pending,
                   const NoticeWording& notice);
  // To every client but `except`'s (the one sitting down learns the seats from its welcome).
  void send_seats(const std::string& note, std::optional<framework::Seat> except = std::nullopt);
  void ask_bot();
  void send(framework::Seat seat, const nlohmann::json& message);

  TableId id_;
  framework::Session session_;
  std::vector<TableSeat> seats_;
  TableHost* host_;
  const SeatView* view_;
  bool closed_ = false;
};

}  // namespace cardtable::net
