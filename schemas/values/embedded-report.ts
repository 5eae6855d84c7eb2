// The plain values of the embedded report's settings, free of TypeBox.

export const CONTAINER_ID_PATTERN = '^[A-Za-z][A-Za-z0-9_-]*$';
