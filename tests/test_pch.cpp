// The object that makes the tests' precompiled header (tests/CMakeLists.txt); it has no code of its own.
