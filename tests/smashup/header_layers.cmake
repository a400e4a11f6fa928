# The Smash Up engine's headers by audience (docs/smashup-engine.md, "Headers"): card code is written against the
# card vocabulary and the queries below it, never against the frame loop. Run by ctest (smashup_header_layers):
#   cmake -DENGINE_DIR=<games/smashup> -P header_layers.cmake
# Fails naming every file that includes a header its layer must not see.
if(NOT ENGINE_DIR)
  message(FATAL_ERROR "header_layers.cmake: pass -DENGINE_DIR=<the games/smashup folder>")
endif()

set(problems "")
# forbid(<files> <header> <why>): none of the files may include the header.
function(forbid files header why)
  foreach(file IN LISTS files)
    if(NOT EXISTS "${file}")
      message(FATAL_ERROR "header_layers.cmake: ${file} is gone: name its successor here")
    endif()
    file(STRINGS "${file}" lines REGEX "^[ \t]*#[ \t]*include[ \t]+\"games/smashup/${header}\"")
    if(lines)
      file(RELATIVE_PATH name "${ENGINE_DIR}" "${file}")
      set(problems "${problems}\n  ${name} includes ${header}: ${why}")
    endif()
  endforeach()
  set(problems "${problems}" PARENT_SCOPE)
endfunction()

file(GLOB factions "${ENGINE_DIR}/factions/*.cpp")
if(NOT factions)
  message(FATAL_ERROR "header_layers.cmake: no faction files under ${ENGINE_DIR}/factions")
endif()
forbid("${factions}" engine.hpp "a card uses the Resolver's steps, not the frame loop")
forbid("${factions}" machinery.hpp "a card uses the Resolver's steps, not the engine's half beneath them")
# The layers below the Resolver read the position; they neither resolve abilities nor run the loop.
set(below_resolver "${ENGINE_DIR}/queries.hpp" "${ENGINE_DIR}/queries.cpp" "${ENGINE_DIR}/power.cpp"
    "${ENGINE_DIR}/play_queries.hpp" "${ENGINE_DIR}/play_queries.cpp" "${ENGINE_DIR}/permissions.hpp"
    "${ENGINE_DIR}/observation.hpp" "${ENGINE_DIR}/observation.cpp" "${ENGINE_DIR}/choice_text.cpp"
    "${ENGINE_DIR}/resolver_queries.hpp" "${ENGINE_DIR}/resolver_queries.cpp")
forbid("${below_resolver}" resolver.hpp "it lies below the Resolver")
forbid("${below_resolver}" engine.hpp "it lies below the frame loop")
# The Resolver's own files use the play queries, never the loop above them.
file(GLOB resolver_files "${ENGINE_DIR}/resolver*.cpp" "${ENGINE_DIR}/resolver*.hpp" "${ENGINE_DIR}/machinery.*")
forbid("${resolver_files}" engine.hpp "the Resolver lies below the frame loop")

if(problems)
  message(FATAL_ERROR "Smash Up header layers broken:${problems}")
endif()
message(STATUS "Smash Up header layers: ${CMAKE_CURRENT_LIST_FILE} found none broken")
