import { portalModule } from '../../portal-module/portal-module';

/**
 * The shared kernel of the content modules with a public picture (projects, events, officials, announcements): their
 * records' reads and audited writes with the picture, and the service they are built on. No tables and no doors of its own.
 */
export const contentModule = portalModule({ name: 'content' }).withDoors({});
