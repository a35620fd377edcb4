// The main() of a fuzz target in an ordinary build (no libFuzzer): runs the target once on every
// file named on the command line, and on every regular file under each folder named (sorted, so
// runs are reproducible). This is how CTest replays the seed corpora (tests/fuzz/CMakeLists.txt)
// and the regression inputs of past findings on every build, under any compiler and sanitizer.
//
//   request_fuzzer tests/fuzz/corpus/request_fuzzer        # every file in the folder
//   request_fuzzer crash-0123abcd                          # one input
//
// Exit status: 0 when every input ran; 1 when no input was found or a file could not be read (a
// corpus that went missing must not pass silently). A finding crashes the process, as under
// libFuzzer: an abort, a sanitizer report, or a CTest timeout.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);

namespace {

bool ReadFile(const std::filesystem::path& path, std::string* out) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  out->assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  return !in.bad();
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::filesystem::path> files;
  for (int i = 1; i < argc; ++i) {
    const std::filesystem::path arg(argv[i]);
    std::error_code ec;
    if (std::filesystem::is_directory(arg, ec)) {
      for (const auto& entry : std::filesystem::recursive_directory_iterator(arg, ec)) {
        if (entry.is_regular_file()) files.push_back(entry.path());
      }
      if (ec) {
        std::fprintf(stderr, "%s: %s\n", argv[i], ec.message().c_str());
        return 1;
      }
    } else {
      files.push_back(arg);
    }
  }
  std::sort(files.begin(), files.end());
  if (files.empty()) {
    std::fprintf(stderr, "no inputs: name corpus folders or input files\n");
    return 1;
  }
  std::string bytes;
  for (const auto& file : files) {
    if (!ReadFile(file, &bytes)) {
      std::fprintf(stderr, "%s: cannot read\n", file.c_str());
      return 1;
    }
    LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size());
  }
  std::printf("%zu inputs ran\n", files.size());
  return 0;
}
