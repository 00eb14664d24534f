/**
 * Packaging with electron-builder, checked as data (the Electron binary and electron-builder's
 * downloads are not available on these machines, so no installer is built here): the config
 * passes electron-builder's own schema, names the four installers, and flips the fuses the
 * way @electron/fuses will receive them.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const require = createRequire(import.meta.url);
const readJson = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, any>;
const config = readJson('electron-builder.json');
const pkg = readJson('package.json');

describe('electron-builder packaging', () => {
  it('passes electron-builder’s own configuration schema', async () => {
    const { validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
      validateConfiguration: (c: unknown, logger: unknown) => Promise<void>;
    };
    const { DebugLogger } = require('builder-util') as { DebugLogger: new (enabled: boolean) => unknown };
    await expect(validateConfiguration(structuredClone(config), new DebugLogger(false))).resolves.toBeUndefined();
    // The check is real: a misspelt option fails it.
    await expect(
      validateConfiguration({ ...structuredClone(config), linx: {} }, new DebugLogger(false)),
    ).rejects.toThrow(/linx/);
  });

  it('builds an AppImage and a deb on Linux, an NSIS installer on Windows, a dmg on macOS', () => {
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
    expect(config.win.target).toEqual(['nsis']);
    expect(config.mac.target).toEqual(['dmg']);
    // A deb needs a homepage and a maintainer with an e-mail address.
    expect(pkg.homepage).toMatch(/^https:\/\//);
    expect(config.linux.maintainer).toMatch(/<[^@>\s]+@[^>\s]+>/);
    expect(config.directories.buildResources).toBe('resources');
    expect(
      readFileSync(join(root, 'resources', config.linux.icon))
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });

  it('packs only the build output into app.asar, never the sources', () => {
    expect(config.asar).toBe(true);
    expect(config.files).toEqual(['out/**/*', '!out/**/*.map', 'package.json']);
    expect(pkg.main).toBe('out/main/index.js');
  });

  it('sets the fuses: RunAsNode off, cookie encryption on, ASAR integrity on, only load from ASAR', async () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      // The renderer is served by app://, so file:// needs no extra privileges.
      grantFileProtocolExtraPrivileges: false,
    });
    // What electron-builder hands to @electron/fuses' flipFuses for this config.
    const { PlatformPackager } = require('app-builder-lib') as {
      PlatformPackager: { prototype: { generateFuseConfig(f: unknown): Promise<Record<string, unknown>> } };
    };
    const { FuseV1Options, FuseVersion } = require('@electron/fuses') as typeof import('@electron/fuses');
    const flipped = await PlatformPackager.prototype.generateFuseConfig.call({}, config.electronFuses);
    expect(flipped).toMatchObject({
      version: FuseVersion.V1,
      [FuseV1Options.RunAsNode]: false,
      [FuseV1Options.EnableCookieEncryption]: true,
      [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
      [FuseV1Options.EnableNodeCliInspectArguments]: false,
      [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
      [FuseV1Options.OnlyLoadAppFromAsar]: true,
      [FuseV1Options.GrantFileProtocolExtraPrivileges]: false,
    });
  });

  it('npm run dist builds the app first and never publishes; electron-builder is a locked devDependency', () => {
    expect(pkg.scripts.dev).toBe('electron-vite dev');
    for (const [script, flag] of [
      ['dist', ''],
      ['dist:linux', ' --linux'],
      ['dist:win', ' --win'],
      ['dist:mac', ' --mac'],
    ]) {
      expect(pkg.scripts[script], script).toBe(`electron-vite build && electron-builder${flag} --publish never`);
    }
    const lock = readJson('package-lock.json');
    expect(lock.packages[''].devDependencies['electron-builder']).toBe(pkg.devDependencies['electron-builder']);
    expect(lock.packages['node_modules/electron-builder'].version).toMatch(/^26\./);
    expect(require('electron-builder/package.json').version).toBe(
      lock.packages['node_modules/electron-builder'].version,
    );
  });
});
