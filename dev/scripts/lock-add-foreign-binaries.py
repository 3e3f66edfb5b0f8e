#!/usr/bin/env python3
"""Record platform-specific optional packages the registry mirror does not serve.

The mirror this project is built behind only serves the linux-x64 builds of
native packages (@swc/core-*, @rollup/rollup-*, ...). `npm install` then leaves
the other platforms' optional dependencies out of package-lock.json, and
`npm ci` refuses the lock as out of sync. npm never fetches a package whose
os/cpu does not match, so recording each missing one with its platform is
enough for `npm ci` here and keeps the lock valid for everyone else.

Usage: npm ci --dry-run 2>&1 | grep Missing: | dev/scripts/lock-add-foreign-binaries.py
"""
import json
import re
import sys

OS = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openharmony', 'openbsd', 'netbsd', 'sunos', 'aix']
CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el']
CPU_ALIASES = {'gnueabihf': 'arm', 'musleabihf': 'arm', 'eabi': 'arm'}

missing = sorted({m.group(1) for m in re.finditer(r'Missing: (\S+?)@ from lock file', sys.stdin.read())})
lock = json.load(open('package-lock.json'))
packages = lock['packages']

for name in missing:
    parents = [(path, p) for path, p in packages.items() if name in p.get('optionalDependencies', {})]
    if not parents:
        sys.exit(f'no package lists {name} as optional')
    parent_path, parent = parents[0]
    parts = re.split(r'[-/]', name)
    os_ = next((o for o in OS if o in parts), None)
    cpu = next((c for c in CPU if c in parts), None) or next((v for k, v in CPU_ALIASES.items() if k in parts), None)
    entry = {'version': parent['optionalDependencies'][name].lstrip('^~='), 'optional': True}
    if parent.get('dev'):
        entry['dev'] = True
    if os_:
        entry['os'] = [os_]
    if cpu:
        entry['cpu'] = [cpu]
    if 'musl' in name:
        entry['libc'] = ['musl']
    elif 'gnu' in name:
        entry['libc'] = ['glibc']
    packages[f'node_modules/{name}'] = entry
    print(f'{name}@{entry["version"]} {entry.get("os")} {entry.get("cpu")}')

lock['packages'] = dict(sorted(packages.items(), key=lambda kv: (kv[0] != '', kv[0])))
with open('package-lock.json', 'w') as f:
    json.dump(lock, f, indent=2)
    f.write('\n')
