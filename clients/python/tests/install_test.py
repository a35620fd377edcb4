"""Installs clients/python exactly as its README says, on a copy of the folder (CTest fixture
python_client_venv: the other python_client_* tests run in the virtual environment this makes):

  * the README's `install` block (python3 -m venv --system-site-packages .venv; .venv/bin/pip
    install --no-build-isolation --no-index clients/python) run as written, with Debian's
    python3 first on PATH, in ARBITER_PYCLIENT_WORK (a fresh folder under the build dir);
  * the README's `user-install` block (pip install --user --break-system-packages ...) run
    with HOME set to a folder of its own, so nothing outside the build dir changes;
  * each prints the package version, which must be the project's (CMake's PROJECT_VERSION);
  * the installed package holds every generated module of the source tree, the type stubs
    (*.pyi) and py.typed, and imports from the install, not from the source;
  * every Debian package the README's apt-get line names is in scripts/setup.sh.

Environment (CTest): ARBITER_PYCLIENT_WORK, ARBITER_PROJECT_VERSION.
"""
import glob
import os
import re
import shutil
import subprocess
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGE_DIR = os.path.dirname(HERE)  # clients/python
REPO = os.path.dirname(os.path.dirname(PACKAGE_DIR))
sys.path.insert(0, HERE)
import readme_blocks  # noqa: E402

README = os.path.join(PACKAGE_DIR, "README.md")
WORK = os.environ.get("ARBITER_PYCLIENT_WORK", "")
VERSION = os.environ.get("ARBITER_PROJECT_VERSION", "")
# Debian's python3 (the one with python3-grpcio) before anything else, e.g. pyenv's shims.
PATH = "/usr/bin:/bin"


def shell(code, cwd, **env):
    environment = {"PATH": PATH, "HOME": env.pop("HOME", os.environ.get("HOME", cwd)),
                   "PIP_NO_CACHE_DIR": "1", "PIP_DISABLE_PIP_VERSION_CHECK": "1",
                   "LANG": "C.UTF-8", **env}
    return subprocess.run(["sh", "-e", "-x", "-c", code], cwd=cwd, env=environment,
                          capture_output=True, text=True, timeout=600)


def generated_modules(top):
    """Relative paths of the generated files (*.py, *.pyi) under the sub-folders of `top`."""
    found = set()
    for path in glob.glob(os.path.join(top, "*", "**", "*.py*"), recursive=True):
        if "__pycache__" not in path and not path.endswith(".pyc"):
            found.add(os.path.relpath(path, top))
    return found


class InstallTest(unittest.TestCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        if not WORK or not VERSION:
            raise unittest.SkipTest("run by CTest (ARBITER_PYCLIENT_WORK, ARBITER_PROJECT_VERSION)")
        cls.blocks = readme_blocks.tested_blocks(README)
        shutil.rmtree(WORK, ignore_errors=True)
        os.makedirs(WORK)
        shutil.copytree(PACKAGE_DIR, os.path.join(WORK, "clients", "python"),
                        ignore=shutil.ignore_patterns("build", "*.egg-info", "__pycache__",
                                                      "tests"))

    def run_block(self, name, **env):
        result = shell(self.blocks[name], WORK, **env)
        self.assertEqual(result.returncode, 0, "README block %r failed:\n%s\n%s" % (
            name, result.stdout, result.stderr))
        self.assertEqual(result.stdout.strip().splitlines()[-1], VERSION, result.stdout)
        return result

    def test_1_venv_install_as_the_readme_says(self):
        self.run_block("install")
        python = os.path.join(WORK, ".venv", "bin", "python")
        where = subprocess.run(
            [python, "-c", "import arbiter, os; print(os.path.dirname(arbiter.__file__))"],
            cwd="/", env={"PATH": PATH}, capture_output=True, text=True, check=True,
            timeout=60).stdout.strip()
        self.assertTrue(where.startswith(os.path.join(WORK, ".venv")), where)
        source = os.path.join(PACKAGE_DIR, "src", "arbiter")
        self.assertEqual(generated_modules(where), generated_modules(source))
        self.assertTrue(os.path.exists(os.path.join(where, "py.typed")))
        self.assertTrue(os.path.exists(os.path.join(where, "v1", "rules_service_pb2.pyi")))

    def test_2_user_install_as_the_readme_says(self):
        home = os.path.join(WORK, "home")
        os.makedirs(home)
        self.run_block("user-install", HOME=home)
        self.assertTrue(glob.glob(os.path.join(home, ".local", "lib", "python3*",
                                               "site-packages", "arbiter", "client.py")))

    def test_setup_installs_the_packages_the_readme_names(self):
        with open(README, encoding="utf-8") as f:
            apt = re.search(r"apt-get install ((?:[^\n]*\\\n)*[^\n]+)", f.read())
        self.assertIsNotNone(apt)
        with open(os.path.join(REPO, "scripts", "setup.sh"), encoding="utf-8") as f:
            setup_words = set(re.findall(r"[a-z0-9][a-z0-9.+-]+", f.read()))
        packages = apt.group(1).replace("\\", " ").split()
        self.assertIn("python3-grpcio", packages)
        for package in packages:
            self.assertIn(package, setup_words, "scripts/setup.sh does not install " + package)


if __name__ == "__main__":
    unittest.main()
