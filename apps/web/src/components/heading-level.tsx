import { createContext, useContext } from 'react';

/**
 * The heading level of page titles. Buyer pages put their title in an h1; the admin and seller areas
 * have their own h1 ('Администрирование', 'Кабинет поставщика') and set 2 for the pages inside them.
 */
export const PageHeadingLevelContext = createContext<1 | 2>(1);

export const usePageHeadingLevel = () => useContext(PageHeadingLevelContext);
