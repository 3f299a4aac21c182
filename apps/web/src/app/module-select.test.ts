import { describe, expect, it } from 'vitest';
import { selectModule } from './module-select';

const noHosts = { adminHost: null, sellerHost: null };
const hosts = { adminHost: 'admin.tmc.example', sellerHost: 'seller.tmc.example' };
const at = (host: string, pathname: string) => ({ host, pathname });

describe('selectModule', () => {
  describe('without configured hosts', () => {
    it.each([
      ['/', 'buyers'],
      ['/search', 'buyers'],
      ['/latest', 'buyers'],
      ['/corporations/7f1c0f3e-2b1a-4c1e-9d7a-1f0e2d3c4b5a', 'buyers'],
      ['/rules', 'buyers'],
      ['/admins', 'admins'],
      ['/admins/', 'admins'],
      ['/admins/buyers', 'admins'],
      ['/admins/settings/123456/entities', 'admins'],
      ['/sellers/123456/entities', 'sellers'],
      ['/sellers/agreement', 'sellers'],
      // A seller's public page is for buyers (issue 12); its cabinet below it is the sellers module.
      ['/sellers/123456', 'buyers'],
      ['/sellers/123456/', 'buyers'],
    ] as const)('%s gives %s', (pathname, expected) => {
      expect(selectModule(at('tmc.example', pathname), noHosts)).toBe(expected);
    });

    it('gives admins, not sellers, for an admin path that contains /sellers/', () => {
      expect(selectModule(at('tmc.example', '/admins/sellers/123456/entities'), noHosts)).toBe('admins');
    });

    it('needs /sellers/ with both slashes: /sellers alone stays in buyers', () => {
      expect(selectModule(at('tmc.example', '/sellers'), noHosts)).toBe('buyers');
    });

    it('takes /admins as a whole path segment', () => {
      expect(selectModule(at('tmc.example', '/adminsx'), noHosts)).toBe('buyers');
      expect(selectModule(at('tmc.example', '/about/admins'), noHosts)).toBe('buyers');
    });

    it('finds /sellers/ anywhere in the path ("contains")', () => {
      expect(selectModule(at('tmc.example', '/x/sellers/1'), noHosts)).toBe('sellers');
    });
  });

  describe('with configured hosts', () => {
    it('gives admins on the admin host for any path', () => {
      expect(selectModule(at('admin.tmc.example', '/'), hosts)).toBe('admins');
      expect(selectModule(at('admin.tmc.example', '/search'), hosts)).toBe('admins');
      expect(selectModule(at('admin.tmc.example', '/sellers/123456/entities'), hosts)).toBe('admins');
    });

    it('gives sellers on the seller host for any path except /admins', () => {
      expect(selectModule(at('seller.tmc.example', '/'), hosts)).toBe('sellers');
      expect(selectModule(at('seller.tmc.example', '/rules'), hosts)).toBe('sellers');
      expect(selectModule(at('seller.tmc.example', '/admins/buyers'), hosts)).toBe('admins');
    });

    it('gives buyers on any other host', () => {
      expect(selectModule(at('tmc.example', '/'), hosts)).toBe('buyers');
      expect(selectModule(at('www.tmc.example', '/stat'), hosts)).toBe('buyers');
    });

    it('still honours the paths on the buyers host', () => {
      expect(selectModule(at('tmc.example', '/admins/logs'), hosts)).toBe('admins');
      expect(selectModule(at('tmc.example', '/sellers/654321/entities'), hosts)).toBe('sellers');
    });

    it('ignores case and the port of the page host', () => {
      expect(selectModule(at('ADMIN.tmc.example:8443', '/'), hosts)).toBe('admins');
      expect(selectModule(at('seller.TMC.example:3000', '/'), hosts)).toBe('sellers');
    });

    it('matches a configured host that includes a port exactly', () => {
      const withPort = { adminHost: 'localhost:3001', sellerHost: 'localhost:3002' };
      expect(selectModule(at('localhost:3001', '/'), withPort)).toBe('admins');
      expect(selectModule(at('localhost:3002', '/'), withPort)).toBe('sellers');
      expect(selectModule(at('localhost:3000', '/'), withPort)).toBe('buyers');
    });

    it('treats empty or blank configured hosts as not configured', () => {
      expect(selectModule(at('', '/'), { adminHost: '', sellerHost: ' ' })).toBe('buyers');
    });
  });
});
