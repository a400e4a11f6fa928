// What the leave dialog and the goodbye line say about the save (issue 19): never a save that did not happen.
#include <catch2/catch.hpp>

#include "ui/screens/save_keeping.hpp"

using cardtable::ui::SaveKeeping;

TEST_CASE("[ui][saves] a game saved in the save folder is resumed by name") {
  SaveKeeping keeping("/home/a/saves");
  keeping.saved("/home/a/saves/duel.save", 4, "duel");
  CHECK(keeping.kept(4) == std::vector<std::string>{"The game is saved as duel.", "Continue it with: cardtable resume duel"});
}

TEST_CASE("[ui][saves] after a failed autosave nothing claims the game is saved, and what is kept is said") {
  SaveKeeping keeping("/home/a/saves");
  keeping.failed("/home/a/saves/duel.save: cannot save (create folder: Not a directory)");
  CHECK(keeping.kept(0) == std::vector<std::string>{
                               "The game is NOT saved: /home/a/saves/duel.save: cannot save (create folder: Not a directory)",
                               "Nothing of it is on disk."});

  keeping.saved("/home/a/saves/duel.save", 5, "duel");
  keeping.failed("/home/a/saves/duel.save: cannot save (write: No space left on device)");
  const auto kept = keeping.kept(8);
  REQUIRE(kept.size() == 2);
  CHECK(kept[0] == "The game is NOT saved: /home/a/saves/duel.save: cannot save (write: No space left on device)");
  CHECK(kept[1] == "/home/a/saves/duel.save holds it as it was 3 decisions ago: cardtable resume duel");
  CHECK(keeping.kept(6)[1].find("1 decision ago") != std::string::npos);
}

TEST_CASE("[ui][saves] a game saved to a file of the person's choice is continued with load") {
  SaveKeeping keeping("/home/a/saves");
  keeping.failed("/home/a/saves/duel.save: cannot save (rename: Read-only file system)");
  keeping.choose_file("/mnt/usb/duel.save");
  keeping.saved("/mnt/usb/duel.save", 9, "duel");
  CHECK_FALSE(keeping.failing());
  CHECK(keeping.kept(9) ==
        std::vector<std::string>{"The game is saved in /mnt/usb/duel.save.", "Continue it with: cardtable load /mnt/usb/duel.save"});
}

TEST_CASE("[ui][save] a game left before its first decision keeps no save, and says so (issue 21 item 10)") {
  SaveKeeping keeping("/home/ann/.local/share/cardtable/saves");
  CHECK(keeping.kept(0) == std::vector<std::string>{"Nothing was played yet, so no save is kept."});
}
