/** Names, companies and dates the demo rows of several domains share, so the console reads as one business. */
export const companies = ['Acme Logistics', 'Blue Harbor Trading', 'Northwind Supply', 'Sunrise Goods', 'Pacific Fulfilment', 'Lakeside Retail', 'Golden Gate Imports', 'Evergreen Outfitters'];
export const people = ['Olivia Chen', 'Liam Johnson', 'Emma Garcia', 'Noah Smith', 'Ava Martinez', 'Lucas Wang', 'Mia Brown', 'Ethan Lee'];
export const firstNames = ['Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Lucas', 'Mia', 'Ethan', 'Sofia', 'Mason', 'Chloe', 'Logan', 'Grace', 'Ryan', 'Zoe', 'Caleb', 'Lily', 'Owen', 'Hannah', 'Wei'];
export const lastNames = ['Chen', 'Johnson', 'Garcia', 'Smith', 'Martinez', 'Wang', 'Brown', 'Lee', 'Nguyen', 'Patel', 'Kim', 'Lopez', 'Davis', 'Wilson', 'Clark', 'Young', 'Hall', 'Allen', 'King', 'Scott'];

/** `offset` days before the demo's "today", 2026-11-20 (fixed, so the demo reads the same on every machine). */
export const day = (offset: number) => new Date(Date.UTC(2026, 10, 20) - offset * 86_400_000);
