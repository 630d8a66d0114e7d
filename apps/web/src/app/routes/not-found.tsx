import { NotFoundPage } from '../not-found-page';

export function Component() {
  return <NotFoundPage />;
}
