#pragma once
// A typed view as a Boost text archive and back. Reading goes through the saves' bounded archive, so a damaged length
// in a message is an error rather than a huge allocation. Include after the value's serialize functions.
#include <sstream>
#include <string>
#include <string_view>

#include <boost/archive/archive_exception.hpp>
#include <boost/archive/text_oarchive.hpp>

#include "net/seat_view.hpp"
#include "saves/archive.hpp"

namespace cardtable::net {

template <class View>
std::string to_archive(const View& view) {
  std::ostringstream out;
  {
    boost::archive::text_oarchive archive(out);
    archive << view;
  }
  return out.str();
}

template <class View>
View from_archive(std::string_view bytes) {
  if (bytes.size() > kMaxViewBytes) throw ViewError("a view larger than " + std::to_string(kMaxViewBytes) + " bytes");
  std::istringstream in{std::string(bytes)};
  View view;
  try {
    saves::SaveIArchive archive(in, bytes.size());
    archive >> view;
  } catch (const boost::archive::archive_exception& e) {
    throw ViewError(std::string("not a view: ") + e.what());
  } catch (const std::length_error& e) {
    throw ViewError(std::string("not a view: ") + e.what());
  }
  return view;
}

}  // namespace cardtable::net
