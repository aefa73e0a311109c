import { addressAt } from '../barangay-directory';

describe("a barangay's address from PUBLIC_URL", () => {
  it("is PUBLIC_URL's scheme and port at the barangay's first host name", () => {
    expect(addressAt('https://portal.caloocan.gov.ph', ['bagongsilang.caloocan.gov.ph', 'bs.caloocan.gov.ph'])).toBe('https://bagongsilang.caloocan.gov.ph');
    expect(addressAt('http://portal.caloocan.gov.ph:8080', ['bagongsilang.caloocan.gov.ph'])).toBe('http://bagongsilang.caloocan.gov.ph:8080');
    expect(addressAt('https://caloocan.gov.ph/portal', ['bagongsilang.caloocan.gov.ph'])).toBe('https://bagongsilang.caloocan.gov.ph/portal');
  });

  it('is PUBLIC_URL itself when that is one of its hosts, or when it has none (a single-barangay install)', () => {
    expect(addressAt('https://portal.sanisidro.gov.ph', ['sanisidro.gov.ph', 'portal.sanisidro.gov.ph'])).toBe('https://portal.sanisidro.gov.ph');
    expect(addressAt('https://portal.sanisidro.gov.ph', [])).toBe('https://portal.sanisidro.gov.ph');
  });
});
