"""The Python examples of clients/python/README.md and the main README.md run as written
against a real arbiterd (ARBITER_SERVER set to it), in the virtual environment the README's
install made, and print what their `# → ...` comments say.

Environment (CTest): the venv python; PYTHONPATH = tests/integration (harness.py), ARBITERD.
"""
import os
import subprocess
import sys
import tempfile
import unittest

import harness

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
sys.path.insert(0, HERE)
import readme_blocks  # noqa: E402

READMES = [os.path.join(REPO, "clients", "python", "README.md"),
           os.path.join(REPO, "README.md")]


class ReadmeExamplesTest(unittest.TestCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.server = cls.enterClassContext(harness.Arbiterd())

    def run_example(self, readme, name):
        code = readme_blocks.tested_blocks(readme)[name]
        self.assertTrue(readme_blocks.expected_output(code),
                        "%s %s promises no output" % (readme, name))
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "example.py")
            with open(path, "w", encoding="utf-8") as f:
                f.write(code)
            # Only what a user's shell has: no PYTHONPATH (the package is the installed one).
            env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
            env["ARBITER_SERVER"] = self.server.address
            result = subprocess.run([sys.executable, path], cwd=tmp, env=env,
                                    capture_output=True, text=True, timeout=120)
        self.assertEqual(result.returncode, 0, result.stdout + result.stderr)
        self.assertEqual(readme_blocks.missing_output(code, result.stdout), [],
                         "printed:\n" + result.stdout)

    def test_client_readme_example(self):
        self.run_example(READMES[0], "example")

    def test_main_readme_example(self):
        self.run_example(READMES[1], "python-client")


if __name__ == "__main__":
    unittest.main()
