# Run by CPack after it installed the package's files into its staging folder: the program moves from usr/bin to
# usr/games, where Debian keeps games.
file(GLOB staged LIST_DIRECTORIES true "${CPACK_TEMPORARY_INSTALL_DIRECTORY}" "${CPACK_TEMPORARY_DIRECTORY}")
foreach(root IN LISTS staged)
  if(EXISTS "${root}/usr/bin/cardtable")
    file(MAKE_DIRECTORY "${root}/usr/games")
    file(RENAME "${root}/usr/bin/cardtable" "${root}/usr/games/cardtable")
    file(GLOB left "${root}/usr/bin/*")
    if(NOT left)
      file(REMOVE_RECURSE "${root}/usr/bin")
    endif()
  endif()
endforeach()
