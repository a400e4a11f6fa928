// The frame loop: visit the top frame, store its question, pop it when done, and push the frames its step queued
// (first queued on top, so they run in the order they were queued).
#include "games/smashup/engine.hpp"

#include <algorithm>
#include <iterator>
#include <stdexcept>

#include "games/smashup/promise_audit.hpp"
#include "games/smashup/zones.hpp"

namespace cardtable::smashup {
namespace {

// No real position needs this many steps between two questions; a step that never advances would.
constexpr int kMaxStepsBetweenQuestions = 200000;

Progress visit(Resolver& r, Frame& frame) {
  return std::visit(
      [&](auto& f) -> Progress {
        using F = std::decay_t<decltype(f)>;
        if constexpr (std::is_same_v<F, SetupFrame>) return setup_step(r, f);
        else if constexpr (std::is_same_v<F, TurnFrame>) return turn_step(r, f);
        else if constexpr (std::is_same_v<F, ScoringFrame>) return scoring_step(r, f);
        else if constexpr (std::is_same_v<F, WindowFrame>) return window_step(r, f);
        else if constexpr (std::is_same_v<F, OrderTriggersFrame>) return order_step(r, f);
        else if constexpr (std::is_same_v<F, AbilityFrame>) return ability_step(r, f);
        else if constexpr (std::is_same_v<F, DiscardFrame>) return discard_step(r, f);
        else if constexpr (std::is_same_v<F, PlayNowFrame>) return play_now_step(r, f);
        else if constexpr (std::is_same_v<F, PermissionFrame>) return permission_step(r, f);
        else {
          r.trigger(f.event);
          return Done{};
        }
      },
      frame);
}

bool resolving(const State& s, CardId card) {
  return std::any_of(s.stack.begin(), s.stack.end(), [&](const Frame& frame) {
    const auto* f = std::get_if<AbilityFrame>(&frame);
    return f && f->source == card;
  });
}

// Effects that last while a card's ability resolves end when none of its frames is left (Hideout: the replacement
// may run after the action's own step has finished); an action that was resolved (not attached) goes to its
// owner's discard pile once its ability is over.
void finish(State& s, Asker owner, CardId source) {
  if (!s.lasting.empty())
    std::erase_if(s.lasting,
                  [&](const Lasting& l) { return l.until == Until::AbilityEnds && !resolving(s, l.note); });
  if (owner != Asker::Card || source == kNoCard) return;
  if (std::find(s.limbo.begin(), s.limbo.end(), source) == s.limbo.end()) return;
  lift(s, source);
  put_in_owner_discard(s, source);
}

}  // namespace

void advance(State& s, std::vector<Event>* log, PromiseAudit* audit) {
  int steps = 0;
  Resolver r(s, log, audit);  // one for every step, so its queue's memory serves them all
  auto& queued = r.queued();
  while (!s.asking && !s.stack.empty()) {
    if (++steps > kMaxStepsBetweenQuestions) throw std::logic_error("Smash Up engine: a frame never finishes");
    queued.clear();
    const Progress p = visit(r, s.stack.back());
    if (std::holds_alternative<Done>(p)) {
      if (const auto* f = std::get_if<AbilityFrame>(&s.stack.back())) {
        const Asker owner = f->owner;
        const CardId source = f->source;
        s.stack.pop_back();
        finish(s, owner, source);
      } else {
        s.stack.pop_back();
      }
    }
    if (std::holds_alternative<Ask>(p) && !queued.empty())
      throw std::logic_error("Smash Up engine: a step queued effects and asked in the same visit");
    for (auto it = queued.rbegin(); it != queued.rend(); ++it) s.stack.push_back(std::move(*it));
  }
}

Progress ability_step(Resolver& r, AbilityFrame& f) {
  AbilityStep step = nullptr;
  if (f.owner == Asker::Base) {
    step = base_def(f.def).reaction;
  } else {
    const auto& d = card_def(f.def);
    switch (f.hook) {
      case Hook::Play: step = d.on_play; break;
      case Hook::Reaction: step = d.reaction; break;
      case Hook::Special: step = d.use; break;
      case Hook::Replacement: step = d.replacement; break;
      case Hook::Talent: step = d.talent; break;
    }
  }
  if (!step) return Done{};
  return step(r, f);
}

namespace {

bool identical(const AbilityFrame& a, const AbilityFrame& b) {
  return a.hook == b.hook && a.owner == b.owner && a.def == b.def && a.controller == b.controller;
}

bool order_free(const AbilityFrame& f) {
  return f.hook == Hook::Reaction && (f.owner == Asker::Base ? base_def(f.def).order_free : card_def(f.def).order_free);
}

// True when every order of the waiting abilities gives the same game: all alike, or all but one kind order-free.
// `ask_order_free`: a test's audit asks the order of order-free ones too (promise_audit.hpp).
bool order_cannot_matter(const State& s, const OrderTriggersFrame& f, bool ask_order_free) {
  const AbilityFrame* other = nullptr;
  for (const auto& w : f.waiting) {
    if (other && identical(w, *other)) continue;
    if (s.rules >= 3 && !f.only_one && !ask_order_free && order_free(w)) continue;
    if (other) return false;
    other = &w;
  }
  return true;
}

}  // namespace

Progress order_step(Resolver& r, OrderTriggersFrame& f) {
  if (f.answered) {
    f.answered = false;
    const auto index = f.answer.a;
    AbilityFrame next = f.waiting[index];
    f.waiting.erase(f.waiting.begin() + index);
    if (f.only_one) f.waiting.clear();
    r.push(std::move(next));
    return Again{};
  }
  if (f.waiting.empty()) return Done{};
  if (order_cannot_matter(r.state(), f, r.audit() && r.audit()->ask_order_free)) {
    AbilityFrame next = f.waiting.front();
    f.waiting.erase(f.waiting.begin());
    if (f.only_one) f.waiting.clear();
    r.push(std::move(next));
    return Again{};
  }
  auto options = r.reused_options();
  for (std::size_t i = 0; i < f.waiting.size(); ++i) {
    bool duplicate = false;
    for (std::size_t j = 0; j < i; ++j) duplicate = duplicate || identical(f.waiting[j], f.waiting[i]);
    if (!duplicate) options.push_back({ChoiceKind::Resolve, static_cast<std::uint8_t>(i)});
  }
  r.ask(r.active(), Asker::Rule, 0,
        static_cast<std::uint8_t>(f.only_one ? RulePrompt::ChooseReplacement : RulePrompt::OrderTriggers), kNoCard,
        kNoBase, std::move(options));
  return Ask{};
}

Progress play_now_step(Resolver& r, PlayNowFrame& f) {
  if (f.answered) {
    f.answered = false;
    r.play_choice(f.seat, f.answer);
    return Done{};
  }
  auto options = extra_play_options(r.state(), f.seat, f.extra, r.audit());
  // an extra a hand card could use is asked even when none can (pass is then the only answer): whether a
  // player is asked must not tell the others what their hand holds (Bacta the Future).
  const bool for_the_hand = f.extra.only_card == kNoCard && !f.extra.from_discard;
  if (options.empty() && !for_the_hand) return Done{};
  options.push_back({ChoiceKind::Pass});
  r.ask(f.seat, Asker::Rule, 0, static_cast<std::uint8_t>(RulePrompt::PlayExtraNow), f.extra.source, f.base_source,
        std::move(options));
  return Ask{};
}

}  // namespace cardtable::smashup
