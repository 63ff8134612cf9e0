import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyChunk, type LazyPartOptions } from './lazyChunk';

interface Chunk {
  Greeting: (props: { name: string }) => React.JSX.Element;
  Farewell: () => React.JSX.Element;
}

const chunk: Chunk = {
  Greeting: ({ name }) => <p>{`Hello ${name}`}</p>,
  Farewell: () => <p>Goodbye</p>,
};

const options = (name: string): LazyPartOptions => ({
  name,
  loading: <span role="status">{`Loading ${name}`}</span>,
  failed: (retry) => (
    <button type="button" onClick={retry}>
      {`Retry ${name}`}
    </button>
  ),
});

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

describe('a lazily loaded chunk', () => {
  it('shows the stand-in while the chunk loads, then the part with its props', async () => {
    let deliver: (module: Chunk) => void = () => undefined;
    const load = jest.fn(() => new Promise<Chunk>((resolve) => (deliver = resolve)));
    const Greeting = lazyChunk(load).part((module) => module.Greeting, options('greeting'));
    render(<Greeting name="orca" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading greeting');

    await act(async () => deliver(chunk));
    expect(screen.getByText('Hello orca')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a part at once when it mounts again, and fetches the chunk once for all its parts', async () => {
    const load = jest.fn(async () => chunk);
    const parts = lazyChunk(load);
    const Greeting = parts.part((module) => module.Greeting, options('greeting'));
    const Farewell = parts.part((module) => module.Farewell, options('farewell'));
    const first = render(<Greeting name="orca" />);
    expect(await screen.findByText('Hello orca')).toBeInTheDocument();
    first.unmount();

    render(
      <>
        <Greeting name="beluga" />
        <Farewell />
      </>,
    );
    expect(screen.getByText('Hello beluga')).toBeInTheDocument();
    expect(await screen.findByText('Goodbye')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing before a part renders or the chunk is warmed, and a warmed chunk renders at once, with no stand-in', async () => {
    const load = jest.fn(async () => chunk);
    const parts = lazyChunk(load);
    const Farewell = parts.part((module) => module.Farewell, options('farewell'));
    expect(load).not.toHaveBeenCalled();
    parts.preload();
    parts.preload();
    await act(async () => undefined);

    render(<Farewell />);
    expect(screen.getByText('Goodbye')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows every part as failed when the chunk cannot be fetched, and Retry on one fetches it again for all', async () => {
    const load = jest.fn<Promise<Chunk>, []>().mockRejectedValueOnce(new Error('Loading chunk 42 failed.')).mockResolvedValue(chunk);
    const parts = lazyChunk(load);
    const Greeting = parts.part((module) => module.Greeting, options('greeting'));
    const Farewell = parts.part((module) => module.Farewell, options('farewell'));
    render(
      <>
        <Greeting name="orca" />
        <Farewell />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Retry greeting' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry farewell' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry greeting' }));
    expect(await screen.findByText('Hello orca')).toBeInTheDocument();
    expect(await screen.findByText('Goodbye')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('contains a part that crashes while rendering, and Retry renders it again', async () => {
    let crash = true;
    const Fragile = () => {
      if (crash) throw new Error('render failed');
      return <p>Recovered</p>;
    };
    const Part = lazyChunk(async () => ({ Fragile })).part((module) => module.Fragile, options('fragile'));
    render(
      <>
        <Part />
        <p>The rest of the page</p>
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Retry fragile' })).toBeInTheDocument();
    expect(screen.getByText('The rest of the page')).toBeInTheDocument();

    crash = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry fragile' }));
    expect(await screen.findByText('Recovered')).toBeInTheDocument();
  });
});
