/** True in `gatsby develop`, which runs with NODE_ENV=development (`gatsby build`: production). */
export const IS_DEVELOP = process.env.NODE_ENV === "development";
