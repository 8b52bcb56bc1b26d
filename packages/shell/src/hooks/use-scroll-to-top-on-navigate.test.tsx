import { act, render } from '@testing-library/react';
import {
  createMemoryRouter,
  RouterProvider,
  useNavigate,
  type NavigateFunction,
} from 'react-router';
import { useScrollToTopOnNavigate } from './use-scroll-to-top-on-navigate';

let navigate: NavigateFunction | null = null;

function Page() {
  useScrollToTopOnNavigate();
  navigate = useNavigate();
  return <p>page</p>;
}

describe('useScrollToTopOnNavigate', () => {
  it('leaves the loaded page where it is and scrolls to the top on a path change only', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = createMemoryRouter(
      [
        { path: '/', element: <Page /> },
        { path: '/faq', element: <Page /> },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    // A shopper who scrolled before the code came is not sent back to the top.
    expect(scrollTo).not.toHaveBeenCalled();

    await act(async () => navigate?.('/?tab=reviews'));
    expect(scrollTo).not.toHaveBeenCalled();

    await act(async () => navigate?.('/faq'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });
});
