# bash completion for cardtable(6): commands, options, game names, bot levels, faction names (also inside a pair
# list such as "ghosts+steampunks,aliens+ninjas") and save names. The lists come from the program itself
# (`cardtable complete ...`, `cardtable COMMAND --help`), so nothing here goes stale as the program changes.
# Installed as share/bash-completion/completions/cardtable.

_cardtable_words() {  # _cardtable_words PROGRAM LIST: the program's words for LIST, one per line
  "$1" complete "$2" 2>/dev/null
}

_cardtable_options() {  # _cardtable_options PROGRAM [COMMAND]: the options its --help names
  "$1" ${2:+"$2"} --help 2>/dev/null | grep -oE -- '--[a-z0-9][a-z0-9-]*' | sort -u
}

_cardtable() {
  local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD - 1]} prog=${COMP_WORDS[0]}
  local command="" i
  COMPREPLY=()
  # The command is the first word that is neither an option nor a global option's value.
  for ((i = 1; i < COMP_CWORD; i++)); do
    case ${COMP_WORDS[i]} in
      --log-level | --log-file) ((i++)) ;;
      -*) ;;
      *) command=${COMP_WORDS[i]}; break ;;
    esac
  done

  case $prev in
    --log-level) mapfile -t COMPREPLY < <(compgen -W "trace debug info warn error critical off" -- "$cur"); return ;;
    --log-file | --record) mapfile -t COMPREPLY < <(compgen -f -- "$cur"); return ;;
    --bot | --bot-level)
      mapfile -t COMPREPLY < <(compgen -W "$(_cardtable_words "$prog" levels) random heuristic" -- "$cur")
      return ;;
    --first) mapfile -t COMPREPLY < <(compgen -W "you bot random" -- "$cur"); return ;;
    --cards) mapfile -t COMPREPLY < <(compgen -W "core al9000 all" -- "$cur"); return ;;
    --players) mapfile -t COMPREPLY < <(compgen -W "2 3 4" -- "$cur"); return ;;
    --delete) mapfile -t COMPREPLY < <(compgen -W "$(_cardtable_words "$prog" saves)" -- "$cur"); return ;;
    --factions)
      # Complete the faction after the last '+' or ',' and keep what comes before it.
      local head=${cur%"${cur##*[+,]}"} tail=${cur##*[+,]} words
      words=$(_cardtable_words "$prog" factions)
      [ -z "$head" ] && words+=$'\ncasual\nsnake\nrandom'
      mapfile -t COMPREPLY < <(compgen -P "$head" -W "$words" -- "$tail")
      compopt -o nospace 2>/dev/null
      return ;;
    --seed | --names | --bots | --games | --threads | --p[0-3]) return ;;
  esac

  if [[ $cur == -* ]]; then
    mapfile -t COMPREPLY < <(compgen -W "$(_cardtable_options "$prog" "$command")" -- "$cur")
    return
  fi
  case $command in
    "") mapfile -t COMPREPLY < <(compgen -W "$(_cardtable_words "$prog" commands)" -- "$cur") ;;
    resume) mapfile -t COMPREPLY < <(compgen -W "$(_cardtable_words "$prog" saves)" -- "$cur") ;;
    load) mapfile -t COMPREPLY < <(compgen -f -- "$cur") ;;
    arena) mapfile -t COMPREPLY < <(compgen -W "$(_cardtable_words "$prog" games)" -- "$cur") ;;
    cards) mapfile -t COMPREPLY < <(compgen -W "$(_cardtable_words "$prog" factions)" -- "$cur") ;;
  esac
}

complete -F _cardtable cardtable
