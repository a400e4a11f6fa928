#pragma once
// The speed promises' audit, for tests only. A card or base states once what each of its hooks answers: the kinds of
// event its trigger is bound to (Reacts::to), the windows of its Special (Special::in), the base its play restriction
// is about (Forbids::scope). The engine derives tables from those (the catalog's per-kind sets, the card list's
// unions, each base's notes, the play phase's Specials, the forbidding bases) and skips whatever they rule out.
// An audited walk skips nothing: every trigger is asked about every event, every Special in every window, every play
// restriction about every play, and only the binding itself, applied at the call, decides; a game so played must be
// the same game, or a table skipped a holder its binding would have asked. The audit also counts each binding
// examined (its hook asked about an event, a window, a play onto its own base it is bound to), so a test can tell
// that a faction's games put every promise where it matters. The last promise, `order_free`, it can turn off, so that
// a test resolves both orders.
// No state of the program holds an audit: apply_audited hands it to the Resolver of that one answer, which hands it
// to the play queries it asks. A query a card's own hook makes of the position (Shinobi's bases open to it) carries
// none: it builds the same PlayForbidders the engine's audited queries check.
#include <array>
#include <cstdint>

#include "games/smashup/catalog.hpp"
#include "games/smashup/choice.hpp"

namespace cardtable::smashup {

// Sized for every card kind and base the catalog has room for (kMaxFactions, a test's synthetic factions too), and
// indexed with at(): an id past them fails the test that audits it instead of writing past the tables.
struct PromiseAudit {
  static constexpr int kKinds = 64;  // an EventSet's bits
  static constexpr int kWindows = 3;
  using Counts = std::array<std::uint32_t, kKinds>;
  std::array<Counts, kMaxCardKinds> card_events{};
  std::array<Counts, kMaxCardKinds> lasting_events{};
  std::array<Counts, kMaxBases> base_events{};
  std::array<std::array<std::uint32_t, kWindows>, kMaxCardKinds> card_windows{};
  std::array<std::uint32_t, kMaxCardKinds> card_own_base{};
  std::array<std::uint32_t, kMaxCardKinds> lasting_own_base{};
  std::array<std::uint32_t, kMaxBases> base_own_base{};
  // Set, the order of waiting abilities is asked even when order-free ones (CardDef::order_free) would let the engine
  // resolve them as listed: a test then resolves each order on copies and compares.
  bool ask_order_free = false;

  // The counts of a holder (a card in play or out of it, a lasting effect's table, a base). Out of line (rules.cpp),
  // as is each count: the engine's walks call them only when they carry an audit, and compile as if they did not.
  Counts& events_of(const Holder& h, bool is_base);
  std::uint32_t& own_base_of(const Holder& h);
  // A trigger asked about an event its binding names.
  void trigger_asked(const Holder& h, const Reacts& reacts, bool is_base, const Event& e);
  // Card kind `def`'s Special asked in a window its binding names.
  void special_asked(DefId def, const Special& special, const SpecialWindow& w);
};

// Applies an answer as apply() does (rules.hpp), with every walk of that answer audited. A walk tests once whether it
// carries an audit and then takes its own path: the engine's, bound by the tables, holds no audit code.
void apply_audited(State& s, const Choice& c, PromiseAudit& audit);

}  // namespace cardtable::smashup
