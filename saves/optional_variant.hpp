#pragma once
// Boost 1.74 (Debian 12) serializes neither std::optional nor std::variant. Including this header next to a state's
// member `serialize` lets `ar & field` work for both. A variant is stored as its alternative's index and then that
// alternative; an index out of range (a damaged save) throws archive_exception instead of building anything.
#include <cstdint>
#include <optional>
#include <utility>
#include <variant>

#include <boost/archive/archive_exception.hpp>
#include <boost/serialization/split_free.hpp>

namespace boost::serialization {

template <class Archive, class T>
void save(Archive& ar, const std::optional<T>& value, const unsigned int /*version*/) {
  const bool engaged = value.has_value();
  ar << engaged;
  if (engaged) ar << *value;
}

template <class Archive, class T>
void load(Archive& ar, std::optional<T>& value, const unsigned int /*version*/) {
  bool engaged = false;
  ar >> engaged;
  if (!engaged) {
    value.reset();
    return;
  }
  T item{};
  ar >> item;
  value = std::move(item);
}

template <class Archive, class T>
void serialize(Archive& ar, std::optional<T>& value, const unsigned int version) {
  split_free(ar, value, version);
}

template <class Archive, class... Ts>
void save(Archive& ar, const std::variant<Ts...>& value, const unsigned int /*version*/) {
  const auto index = static_cast<std::uint32_t>(value.index());
  ar << index;
  std::visit([&ar](const auto& alternative) { ar << alternative; }, value);
}

template <class Archive, class Variant, std::size_t... I>
void load_alternative(Archive& ar, Variant& value, std::uint32_t index, std::index_sequence<I...>) {
  ((index == I ? static_cast<void>(ar >> value.template emplace<I>()) : static_cast<void>(0)), ...);
}

template <class Archive, class... Ts>
void load(Archive& ar, std::variant<Ts...>& value, const unsigned int /*version*/) {
  std::uint32_t index = 0;
  ar >> index;
  if (index >= sizeof...(Ts))
    throw boost::archive::archive_exception(boost::archive::archive_exception::unsupported_class_version,
                                            "variant alternative out of range");
  load_alternative(ar, value, index, std::index_sequence_for<Ts...>{});
}

template <class Archive, class... Ts>
void serialize(Archive& ar, std::variant<Ts...>& value, const unsigned int version) {
  split_free(ar, value, version);
}

}  // namespace boost::serialization
