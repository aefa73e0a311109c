/** Officials asked for at once by the grid: the server's largest page. */
export const OFFICIALS_GRID_SIZE = 100;
