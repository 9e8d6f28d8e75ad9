/**
 * The dealer's dealsheet_negative_equity maximum (spec 002 §3, "max %"), read as a percent of the trade value:
 * negative equity beyond maxPercent % of the trade value excludes the opportunity. Zero or positive equity is
 * always allowed; a maximum of 0 allows no negative equity.
 */
export function negativeEquityAllowed(equity: number, tradeValue: number, maxPercent: number): boolean {
  return equity >= 0 || -equity <= (Math.max(tradeValue, 0) * maxPercent) / 100;
}
