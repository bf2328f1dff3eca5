import { createBrowserRouter } from 'react-router';
import { routes } from './routes.tsx';

// main.tsx imports this module dynamically, so React Router and the route table's modules are
// evaluated in a task of their own (ADR 046); the provider comes with the router it renders.
export { RouterProvider } from 'react-router';

export function createAppRouter() {
  return createBrowserRouter(routes);
}
