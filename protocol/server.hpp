#pragma once
#include <functional>
#include <iosfwd>
#include <map>
#include <memory>
#include <string>

#include <nlohmann/json.hpp>

#include "framework/errors.hpp"
#include "framework/game_catalog.hpp"
#include "framework/session.hpp"

namespace cardtable::protocol {

// The line protocol of docs/protocol.md: one JSON object per line in, one per line out. Bad input of any kind gets
// {"ok":false,"error":...} and changes nothing; only {"cmd":"quit"} or the end of input stops the server.
class Server {
 public:
  // Answers one request; the reply always carries "ok".
  using Handler = std::function<nlohmann::json(Server&, const nlohmann::json& request)>;

  explicit Server(const framework::GameCatalog& catalog);

  // The longest request line read; a longer one is refused without being stored or parsed.
  static constexpr std::size_t kMaxLineBytes = 1 << 20;

  void add_command(const std::string& name, Handler handler);
  // Handles one input line and returns the reply line (without newline).
  std::string handle_line(const std::string& line);
  void run(std::istream& in, std::ostream& out);
  bool quitting() const { return quitting_; }

  const framework::GameCatalog& catalog() const { return *catalog_; }
  framework::Session* session() { return session_.get(); }
  void set_session(std::unique_ptr<framework::Session> session) { session_ = std::move(session); }
  // The session, or a protocol error when no game has been started.
  framework::Session& require_session();
  // The answer to send after a game starts or moves: the next decision, or the result.
  nlohmann::json decision_reply();

 private:
  enum class LineRead { Line, TooLong, End };
  // Reads one line of at most kMaxLineBytes (without its newline); the last line may lack the newline.
  static LineRead read_line(std::istream& in, std::string& line);
  static std::string too_long();

  const framework::GameCatalog* catalog_;
  std::unique_ptr<framework::Session> session_;
  std::map<std::string, Handler> handlers_;
  bool quitting_ = false;
};

// A request the server refuses; its message goes back as "error".
struct ProtocolError : framework::QuotingError {
  using framework::QuotingError::QuotingError;
};

}  // namespace cardtable::protocol
