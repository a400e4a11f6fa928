#include "saves/archive.hpp"

#include <boost/archive/archive_exception.hpp>
#include <boost/archive/impl/archive_serializer_map.ipp>
#include <boost/archive/impl/basic_text_iarchive.ipp>
#include <boost/archive/impl/text_iarchive_impl.ipp>

// Boost instantiates its archive templates only for its own archive classes; a derived archive instantiates its own.
namespace boost::archive {
template class detail::archive_serializer_map<cardtable::saves::SaveIArchive>;
template class basic_text_iarchive<cardtable::saves::SaveIArchive>;
template class text_iarchive_impl<cardtable::saves::SaveIArchive>;
}  // namespace boost::archive

namespace cardtable::saves {

SaveIArchive::SaveIArchive(std::istream& in, std::size_t max_length)
    : text_iarchive_impl<SaveIArchive>(in, 0), max_length_(max_length) {
  init();
}

std::size_t SaveIArchive::check_length(std::size_t length) const {
  if (length > max_length_)
    throw boost::archive::archive_exception(boost::archive::archive_exception::input_stream_error,
                                            "a length larger than the whole save");
  return length;
}

void SaveIArchive::load(std::string& s) {
  std::size_t size = 0;
  *this >> size;
  check_length(size);
  is.get();  // the space between the length and the characters
  s.resize(size);
  if (size > 0) is.read(s.data(), static_cast<std::streamsize>(size));
  if (!is) throw boost::archive::archive_exception(boost::archive::archive_exception::input_stream_error);
}

void SaveIArchive::load(boost::serialization::collection_size_type& count) {
  std::size_t n = 0;
  text_iarchive_impl<SaveIArchive>::load(n);
  count = boost::serialization::collection_size_type(check_length(n));
}

}  // namespace cardtable::saves
