import { LegacyRouteConverter } from '@nestjs/core/router/legacy-route-converter';
import { createTestApp } from '../../test/test-app';

/** Starting the app logs no 'Unsupported route path' (every route and middleware path is in Nest 11's named form). */
describe('app start', () => {
  it('converts no legacy route path', async () => {
    const warn = jest.spyOn(LegacyRouteConverter as unknown as { printWarning: () => void }, 'printWarning');
    const error = jest.spyOn(LegacyRouteConverter, 'printError');
    const t = await createTestApp();
    try {
      await t.agent().get('/api/auth/me').expect(401);
      expect(warn).not.toHaveBeenCalled();
      expect(error).not.toHaveBeenCalled();
    } finally {
      await t.close();
    }
  });
});
