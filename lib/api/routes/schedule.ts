import { newRouter } from '../route';

export const scheduleRoutes = newRouter();
