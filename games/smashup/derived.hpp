#pragma once
// A value worked out from the rest of the state: a cache that lets a walk pass cards by (BaseInPlay::hooks_here,
// CardList's hook unions). It is never saved and compares equal to any other, so the record holding it keeps
// `operator== = default`; rebuild_derived (zones.hpp) works every one out afresh for a state built or read whole.
namespace cardtable::smashup {

template <class T>
class Derived {
 public:
  Derived() = default;
  // Read as the value it holds.
  operator const T&() const { return value_; }
  const T& value() const { return value_; }
  T& value() { return value_; }
  Derived& operator=(const T& v) {
    value_ = v;
    return *this;
  }
  Derived& operator|=(const T& v) {
    value_ |= v;
    return *this;
  }
  bool operator==(const Derived&) const { return true; }

 private:
  T value_{};
};

}  // namespace cardtable::smashup
