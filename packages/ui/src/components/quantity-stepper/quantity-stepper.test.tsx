import { QUANTITY_DEBOUNCE_MS } from '@nyiur/domain';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../test/axe';
import { QuantityStepper } from './quantity-stepper';

const field = () => screen.getByRole('spinbutton', { name: 'Quantity' });
const minus = () => screen.getByRole('button', { name: 'Decrease quantity' });
const plus = () => screen.getByRole('button', { name: 'Increase quantity' });

function setup() {
  vi.useFakeTimers();
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('QuantityStepper in cart mode', () => {
  it('sends a typed quantity only after a 500 ms pause', async () => {
    const user = setup();
    const onChange = vi.fn();
    render(<QuantityStepper value={2} onChange={onChange} />);
    await user.clear(field());
    await user.type(field(), '5');
    expect(field()).toHaveValue('5');
    act(() => vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS - 50));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(50));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(5);
  });

  it('sends one request for several quick clicks', async () => {
    const user = setup();
    const onChange = vi.fn();
    render(<QuantityStepper value={1} onChange={onChange} />);
    await user.click(plus());
    await user.click(plus());
    await user.click(plus());
    expect(field()).toHaveValue('4');
    act(() => vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(4);
  });

  it('turns a lone typed 0 into 1', async () => {
    const user = setup();
    const onChange = vi.fn();
    render(<QuantityStepper value={3} onChange={onChange} />);
    await user.clear(field());
    await user.type(field(), '0');
    expect(field()).toHaveValue('1');
    act(() => vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS));
    expect(onChange).toHaveBeenCalledWith(1);
  });

  it('sends nothing for an empty field or the unchanged quantity', async () => {
    const user = setup();
    const onChange = vi.fn();
    render(<QuantityStepper value={3} onChange={onChange} />);
    await user.clear(field());
    act(() => vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS * 2));
    expect(onChange).not.toHaveBeenCalled();
    await user.type(field(), '3');
    act(() => vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS * 2));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('ignores letters', async () => {
    const user = setup();
    render(<QuantityStepper value={2} onChange={() => {}} />);
    await user.type(field(), 'x');
    expect(field()).toHaveValue('2');
  });

  it('never goes below 1 with the minus button', async () => {
    const user = setup();
    const onChange = vi.fn();
    render(<QuantityStepper value={2} onChange={onChange} />);
    await user.click(minus());
    expect(field()).toHaveValue('1');
    expect(minus()).toBeDisabled();
    act(() => vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS));
    expect(onChange).toHaveBeenCalledWith(1);
  });

  it('follows a new value from the server', () => {
    const { rerender } = render(<QuantityStepper value={2} onChange={() => {}} />);
    rerender(<QuantityStepper value={6} onChange={() => {}} />);
    expect(field()).toHaveValue('6');
  });

  it('sends a pending change when it unmounts', async () => {
    const user = setup();
    const onChange = vi.fn();
    const { unmount } = render(<QuantityStepper value={2} onChange={onChange} />);
    await user.click(plus());
    unmount();
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('steps with the arrow keys and respects max', async () => {
    const user = setup();
    render(<QuantityStepper value={4} max={5} onChange={() => {}} />);
    await user.click(field());
    await user.keyboard('{ArrowUp}');
    expect(field()).toHaveValue('5');
    expect(plus()).toBeDisabled();
    await user.keyboard('{ArrowUp}');
    expect(field()).toHaveValue('5');
    await user.keyboard('{ArrowDown}');
    expect(field()).toHaveValue('4');
  });

  it('names the field and buttons after the product', () => {
    render(<QuantityStepper value={2} itemName="MCT Essentials" onChange={() => {}} />);
    expect(screen.getByRole('spinbutton', { name: 'Quantity of MCT Essentials' })).toHaveValue('2');
    expect(
      screen.getByRole('button', { name: 'Decrease quantity of MCT Essentials' }),
    ).toBeEnabled();
    expect(
      screen.getByRole('button', { name: 'Increase quantity of MCT Essentials' }),
    ).toBeEnabled();
  });

  it('lets a waiting change be sent at once through registerFlush', async () => {
    const user = setup();
    const onChange = vi.fn();
    const flushes: (() => void)[] = [];
    const unregister = vi.fn();
    const registerFlush = (flush: () => void) => {
      flushes.push(flush);
      return unregister;
    };
    const { unmount } = render(
      <QuantityStepper value={2} onChange={onChange} registerFlush={registerFlush} />,
    );
    await user.click(plus());
    expect(onChange).not.toHaveBeenCalled();
    act(() => flushes[0]?.());
    expect(onChange).toHaveBeenCalledWith(3);
    unmount();
    expect(unregister).toHaveBeenCalled();
  });

  it('has no axe violations', async () => {
    const { container } = render(<QuantityStepper value={1} onChange={() => {}} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('QuantityStepper in product mode', () => {
  it('reports changes at once', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<QuantityStepper mode="product" value={1} onChange={onChange} />);
    await user.click(plus());
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('resets an empty or zero entry to 1 when the field is left', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<QuantityStepper mode="product" value={3} onChange={onChange} />);
    await user.clear(field());
    await user.tab();
    expect(field()).toHaveValue('1');
    expect(onChange).toHaveBeenLastCalledWith(1);

    await user.clear(field());
    await user.type(field(), '0');
    await user.tab();
    expect(field()).toHaveValue('1');
  });

  it.each(['1a', '-1a', '2.5', 'abc'])('resets "%s" to 1 when the field is left', async (typed) => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<QuantityStepper mode="product" value={3} onChange={onChange} />);
    await user.clear(field());
    await user.type(field(), typed);
    await user.tab();
    expect(field()).toHaveValue('1');
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('keeps a whole number typed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<QuantityStepper mode="product" value={1} onChange={onChange} />);
    await user.clear(field());
    await user.type(field(), '12');
    await user.tab();
    expect(field()).toHaveValue('12');
    expect(onChange).toHaveBeenLastCalledWith(12);
  });
});

describe('QuantityStepper on a prerendered page', () => {
  it('has its buttons disabled until React runs, then adopts a quantity typed before', async () => {
    const onChange = vi.fn();
    const stepper = <QuantityStepper value={1} mode="product" onChange={onChange} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(stepper);
    document.body.append(container);
    expect(plus()).toBeDisabled();
    expect(minus()).toBeDisabled();
    // Typed into the prerendered field, with no React behind it yet.
    const typed = field() as HTMLInputElement;
    typed.value = '3';

    await act(async () => {
      hydrateRoot(container, stepper);
    });
    expect(onChange).toHaveBeenCalledWith(3);
    expect(field()).toHaveValue('3');
    expect(plus()).toBeEnabled();
    container.remove();
  });
});
