#pragma once
// The archives every save body goes through. Writing uses Boost's portable text archive as it is; reading uses the
// same text format through SaveIArchive, which refuses any length (string or collection) larger than the bytes the
// body holds, so a damaged count is an error instead of a gigabyte allocation.
#include <cstddef>
#include <istream>
#include <string>

#include <boost/archive/text_iarchive.hpp>
#include <boost/archive/text_oarchive.hpp>
#include <boost/serialization/collection_size_type.hpp>

namespace cardtable::saves {

using SaveOArchive = boost::archive::text_oarchive;

class SaveIArchive : public boost::archive::text_iarchive_impl<SaveIArchive> {
 public:
  // `max_length` bounds every string length and element count read from `in`.
  SaveIArchive(std::istream& in, std::size_t max_length);
  ~SaveIArchive() override = default;

 protected:
  friend class boost::archive::detail::interface_iarchive<SaveIArchive>;
  friend class boost::archive::load_access;
  using text_iarchive_impl<SaveIArchive>::load;
  void load(std::string& s);
  void load(boost::serialization::collection_size_type& count);

 private:
  std::size_t check_length(std::size_t length) const;
  std::size_t max_length_;
};

}  // namespace cardtable::saves
