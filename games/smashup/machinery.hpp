#pragma once
// The engine's half of a Resolver: the position being resolved, the event log, the frames a step queues, the
// triggers an event sets off, and the questions the rules' own frames ask. The frame loop (engine.hpp) and the
// Resolver's own effects use it; card code reads the Resolver's vocabulary (resolver.hpp) and never needs it, but
// for `state()` and `log`, which it may call through the Resolver.
#include <cstdint>
#include <utility>
#include <vector>

#include <boost/container/small_vector.hpp>

#include "games/smashup/resolver_queries.hpp"

namespace cardtable::smashup {

struct PromiseAudit;

class Machinery : public ResolverQueries {
 public:
  // `audit`: a test's, carried by apply_audited (promise_audit.hpp); nullptr in every game.
  Machinery(State& s, std::vector<Event>* log, PromiseAudit* audit = nullptr) : ResolverQueries(s), log_(log), audit_(audit) {}

  State& mutable_state() { return s_; }
  // Adds the event to the log, when one is kept (games played by the bots keep none), naming the ability resolving
  // now as its cause.
  void log(const Event& e) {
    if (log_) record(e);
  }
  // Logs the event and queues the abilities it sets off. For a card that has left play, `had` names the abilities it
  // had in play (R-24: a copy's), which answer its own "when this leaves play" (kNoDef: its own).
  void emit(const Event& e, DefId had = kNoDef);
  // Queues the abilities an already logged event sets off (EmitFrame).
  void trigger(const Event& e, DefId had = kNoDef);
  // Built in its place in the queue from the frame given (an AbilityFrame, an EmitFrame, ... or a Frame): a Frame
  // made first and moved in would cost a visit of its variant, and push_back's out-of-line call, per frame.
  template <class F>
  void push(F&& frame) {
    queued_.emplace_back(std::forward<F>(frame));
  }
  // A step queues a frame or two: they fit in the resolver itself, so a decision does not allocate for them.
  using Queue = boost::container::small_vector<Frame, 4>;
  Queue& queued() { return queued_; }
  // How a question's options come: in any order (sorted here, duplicates dropped), or already in Choice's order,
  // each once (the play phase builds them so: checking again would cost every play question a pass).
  enum class Options : std::uint8_t { AnyOrder, Sorted };
  void ask(Seat seat, Asker asker, std::uint16_t who, std::uint8_t prompt, CardId source, BaseId about,
           std::vector<Choice> options, Options order = Options::AnyOrder);
  // An empty list that keeps the answered question's memory, for the next question's options: a question per
  // decision would otherwise allocate a list and free the last one every time.
  std::vector<Choice> reused_options() {
    auto out = std::move(s_.question.options);
    out.clear();
    // Room for a usual question from the start: a list grown to each new largest question would reallocate
    // dozens of times a game.
    out.reserve(32);
    return out;
  }
  // The audit this answer is applied under, for the play queries the engine asks: nullptr but in a test.
  PromiseAudit* audit() const { return audit_; }

 protected:
  // Abilities set off at once (triggers, or replacements of one event): rarely more than one, so they gather on the
  // stack. One is pushed; several wait for the active player to order them (or to pick one: `only_one`).
  using Triggers = boost::container::small_vector<AbilityFrame, 2>;
  AbilityFrame frame_for(Hook hook, const Holder& h, const CardDef* card, const Event& e) const;
  void queue_triggers(Triggers&& triggers, bool only_one);
  // The cards destroy_together has destroyed so far, as they were in play; empty outside it.
  std::vector<Holder> together_;

 private:
  // An audit's walk for trigger: every holder with a reacts hook, asked through its binding and counted.
  void audited_reactors(const Event& e, Triggers& out);
  // log's work when a log is kept.
  void record(Event e);
  std::vector<Event>* log_;
  PromiseAudit* audit_;
  Queue queued_;
};

}  // namespace cardtable::smashup
